// A QR code of the same view for a phone, drawn in the browser as SVG by `qrcode` (nothing is
// fetched): the phone opens /see-it-on-your-wall and puts the TV on the wall in AR.
import { useLingui } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { useMemo } from 'react';

export function PhoneQrCode({ url }: { url: string }) {
  const { t } = useLingui();
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++)
        if (modules.get(row, column)) d += `M${column + 4} ${row + 4}h1v1h-1z`;
    // A quiet zone of 4 modules round the code, as scanners expect.
    return { size: modules.size + 8, path: d };
  }, [url]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={t`QR code that opens this view on a phone`}
      className="size-32 shrink-0 rounded bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
