// The AR preview's camera (rear preferred, ideally 1280x720): started when the preview opens,
// stopped when it closes, and what a refused or missing camera tells the customer.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_CONSTRAINTS } from './ar';

/** An error carries its words unread: the preview shows them in the page's language. */
type CameraState =
  { kind: 'starting' } | { kind: 'live' } | { kind: 'error'; message: MessageDescriptor };

const CAMERA_DENIED = msg`Camera access denied. Please allow camera permission to use AR preview.`;

function cameraMessage(error: unknown): MessageDescriptor {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_DENIED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return msg`No camera was found on this device.`;
  }
  if (name === 'NotReadableError') return msg`The camera is in use by another app.`;
  if (!navigator.mediaDevices?.getUserMedia) {
    return msg`This browser cannot open the camera here (it needs a secure https page).`;
  }
  return CAMERA_DENIED;
}

export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<CameraState>({ kind: 'starting' });

  /** Bumped by every stop: a camera that answers after the preview closed is stopped at once. */
  const generation = useRef(0);
  const stop = useCallback(() => {
    generation.current += 1;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    const mine = generation.current;
    const camera = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS)
      : Promise.reject(new Error('no camera API'));
    camera.then(
      (stream) => {
        if (mine !== generation.current) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
        setCamera({ kind: 'live' });
      },
      (error: unknown) => setCamera({ kind: 'error', message: cameraMessage(error) }),
    );
  }, [stop]);

  // Mounted for one product at a time (the store renders it only while open).
  useEffect(() => {
    start();
    return stop;
  }, [start, stop]);

  // The video element mounts with the dialog: attach the stream once both exist.
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current && video.srcObject !== streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, []);

  const retry = () => {
    setCamera({ kind: 'starting' });
    start();
  };

  return { camera, videoRef, attachVideo, retry };
}
