import { useState } from 'react';
import { Copy, TriangleAlert } from 'lucide-react';
import type { CreatedWebhookEndpoint } from '@/domain/schemas/webhooks';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';

/** The signing secret, shown this once, with a Copy button. */
export function SecretOnce({
  endpoint,
  onDone,
}: {
  endpoint: CreatedWebhookEndpoint;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(endpoint.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="grid gap-3">
      <p className="break-all text-sm">{endpoint.url}</p>
      <div className="grid gap-1.5">
        <Label htmlFor="webhook-secret">Signing secret</Label>
        <input
          id="webhook-secret"
          readOnly
          value={endpoint.secret}
          className="h-11 w-full rounded-md border bg-muted px-3 font-mono text-sm"
          onFocus={(e) => e.target.select()}
        />
      </div>
      <p className="flex gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-2 text-sm text-yellow-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        This secret will not be shown again. Keep it where your receiver verifies signatures.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy secret
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copied ? 'Copied to the clipboard' : ''}
      </p>
    </div>
  );
}
