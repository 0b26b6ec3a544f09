// The true-scale TV model, drawn by code with glTF-Transform (docs/decisions/045): a handful of
// boxes sharing one unit-cube geometry, three physically based materials, no textures, so a
// glb of a few KB. Nothing is downloaded; three.js is not used on the server.
import { Document, NodeIO, type Accessor, type Material, type Node } from '@gltf-transform/core';
import type { MountType } from '../../../domain/catalog/mount-types';
import { tvLayout, type Box, type Part } from './tv-model-layout';

// prettier-ignore
const FACES: readonly (readonly [normal: [number, number, number], u: [number, number, number], v: [number, number, number]])[] = [
  [[1, 0, 0], [0, 0, -1], [0, 1, 0]],
  [[-1, 0, 0], [0, 0, 1], [0, 1, 0]],
  [[0, 1, 0], [1, 0, 0], [0, 0, -1]],
  [[0, -1, 0], [1, 0, 0], [0, 0, 1]],
  [[0, 0, 1], [1, 0, 0], [0, 1, 0]],
  [[0, 0, -1], [-1, 0, 0], [0, 1, 0]],
];

/** A cube of side 1 centred on the origin: 24 vertices (a normal per face), 12 triangles. */
function unitCube(document: Document): { position: Accessor; normal: Accessor; indices: Accessor } {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  FACES.forEach(([n, u, v], face) => {
    for (const [su, sv] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      for (let axis = 0; axis < 3; axis++) {
        positions.push((n[axis]! + su * u[axis]! + sv * v[axis]!) / 2);
        normals.push(n[axis]!);
      }
    }
    const first = face * 4;
    indices.push(first, first + 1, first + 2, first, first + 2, first + 3);
  });
  const buffer = document.getRoot().listBuffers()[0];
  return {
    position: document
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array(positions))
      .setBuffer(buffer ?? null),
    normal: document
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array(normals))
      .setBuffer(buffer ?? null),
    indices: document
      .createAccessor()
      .setType('SCALAR')
      .setArray(new Uint16Array(indices))
      .setBuffer(buffer ?? null),
  };
}

function materials(document: Document): Record<Part, Material> {
  return {
    // Dark glossy glass: low roughness, a little metallic, so it shows reflections like a TV off.
    screen: document
      .createMaterial('Screen')
      .setBaseColorFactor([0.015, 0.017, 0.022, 1])
      .setMetallicFactor(0.3)
      .setRoughnessFactor(0.08),
    body: document
      .createMaterial('Bezel')
      .setBaseColorFactor([0.035, 0.035, 0.038, 1])
      .setMetallicFactor(0.2)
      .setRoughnessFactor(0.45),
    mount: document
      .createMaterial('Mount')
      .setBaseColorFactor([0.18, 0.18, 0.19, 1])
      .setMetallicFactor(0.7)
      .setRoughnessFactor(0.55),
  };
}

const tiltQuaternion = (degrees: number): [number, number, number, number] => {
  // About +X: a positive angle carries the top out from the wall, so the screen faces down.
  const half = (degrees * Math.PI) / 360;
  return [Math.sin(half), 0, 0, Math.cos(half)];
};

/** Builds the glTF document of a TV of `inches` on `mount`. */
export function tvModelDocument(inches: number, mount: MountType): Document {
  const document = new Document();
  document.createBuffer();
  document.getRoot().getAsset().generator = 'charlotte-tv-mounting tv-model (glTF-Transform)';
  const cube = unitCube(document);
  const material = materials(document);
  const meshes = Object.fromEntries(
    (Object.keys(material) as Part[]).map((part) => {
      const primitive = document
        .createPrimitive()
        .setAttribute('POSITION', cube.position)
        .setAttribute('NORMAL', cube.normal)
        .setIndices(cube.indices)
        .setMaterial(material[part]);
      return [part, document.createMesh(part).addPrimitive(primitive)];
    }),
  ) as Record<Part, ReturnType<Document['createMesh']>>;
  const boxNode = (item: Box): Node =>
    document
      .createNode(item.name)
      .setMesh(meshes[item.part])
      .setTranslation([...item.center])
      .setScale([...item.size]);

  const layout = tvLayout(inches, mount);
  // The TV hangs from its bottom back edge, so a tilt swings its top away from the wall.
  const tvNode = document.createNode('TV').setTranslation([0, layout.outerHeight / 2, 0]);
  for (const item of layout.tv) tvNode.addChild(boxNode(item));
  const hang = document
    .createNode('TV on mount')
    .setTranslation([...layout.tvBackBottom])
    .setRotation(tiltQuaternion(layout.tiltDegrees))
    .addChild(tvNode);
  const mountNode = document.createNode('Mount');
  for (const item of layout.mount) mountNode.addChild(boxNode(item));
  const scene = document.createScene('TV on the wall').addChild(hang).addChild(mountNode);
  document.getRoot().setDefaultScene(scene);
  return document;
}

const io = new NodeIO();

export function tvModelGlb(inches: number, mount: MountType): Promise<Uint8Array> {
  return io.writeBinary(tvModelDocument(inches, mount));
}
