// The TV beside a 6-foot person, drawn to one scale (decisions.md "See it on your wall"): beside
// the 3D view, not in it, since the AR model must be the TV alone (docs/decisions/045).
import { useLingui } from '@lingui/react/macro';
import { screenSize } from '@/domain/catalog/tv-dimensions';

/** Six feet, in inches, the drawing's unit. */
const PERSON_INCHES = 72;
/** The TV's centre in the drawing: 42 in up, a common seated eye level (illustration only). */
const TV_CENTER_INCHES = 42;
const GAP = 14;
const MARGIN = 4;

export function PersonScaleFigure({ inches }: { inches: number }) {
  const { t } = useLingui();
  const { widthInches, heightInches } = screenSize(inches);
  const tvTop = Math.max(PERSON_INCHES, TV_CENTER_INCHES + heightInches / 2);
  const height = tvTop + MARGIN * 2;
  const width = MARGIN + 22 + GAP + widthInches + MARGIN;
  const floor = height - MARGIN;
  const tvX = MARGIN + 22 + GAP;
  const tvY = floor - TV_CENTER_INCHES - heightInches / 2;
  // The person: a head and one rounded body, 72 in from the floor to the top of the head.
  const x = MARGIN + 11;
  const top = floor - PERSON_INCHES;
  return (
    <svg
      viewBox={`0 0 ${width.toFixed(1)} ${height.toFixed(1)}`}
      role="img"
      aria-label={t`A ${inches}-inch TV beside a 6-foot (183 cm) person, drawn to the same scale`}
      className="h-40 w-full"
    >
      <line x1="0" x2={width} y1={floor} y2={floor} stroke="#94a3b8" strokeWidth="0.8" />
      <g fill="#64748b">
        <circle cx={x} cy={top + 5} r="5" />
        <path
          d={`M${x - 8} ${top + 12} h16 q3 0 3 3 v22 h-3 v-10 h-1 v45 h-6 v-28 h-2 v28 h-6 v-45 h-1 v10 h-3 v-22 q0-3 3-3 z`}
        />
      </g>
      <rect
        x={tvX}
        y={tvY}
        width={widthInches}
        height={heightInches}
        rx="0.6"
        fill="#0f172a"
        stroke="#334155"
        strokeWidth="0.6"
      />
    </svg>
  );
}
