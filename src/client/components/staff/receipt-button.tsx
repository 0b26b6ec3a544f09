import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { getReceiptPdf } from '@/client/api/get-receipt';
import { Button } from '@/client/components/ui/button';
import { failureText } from './failure';

/**
 * The completed job's receipt (GET /api/bookings/{id}/receipt.pdf): fetched with the staff token,
 * since a link cannot send it, and saved from a blob: URL.
 */
export function ReceiptButton({
  bookingId,
  reference,
  token,
}: {
  bookingId: number;
  reference: string;
  token: string;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const url = URL.createObjectURL(await getReceiptPdf(bookingId, token));
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${reference}.pdf`;
      link.click();
      // The download has its own copy once started; the URL is released a minute later.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      setError(failureText(failure, 'The receipt could not be loaded. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid gap-1.5">
      <Button
        type="button"
        variant="outline"
        className="h-11 w-full sm:w-auto sm:justify-self-start"
        disabled={pending}
        onClick={() => void download()}
      >
        <FileDown aria-hidden="true" />
        {pending ? 'Loading receipt…' : 'Receipt (PDF)'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
