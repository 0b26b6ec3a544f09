// Payment Successful (booking-flow.md section 2 item 8): the return page after a card payment.
// It clears the stored cart when it appears. It marks nothing paid: the provider's verified
// webhook (or its answer to the server) does that (docs/decisions/006-payments.md).
import { CheckCircle2, Mail, Phone, Wrench } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { clearStoredCart } from '@/client/lib/stored-cart';

const NEXT_STEPS = [
  { icon: Mail, text: 'You will receive an email confirmation shortly.' },
  { icon: Phone, text: 'Our team will contact you to schedule your installation.' },
  { icon: Wrench, text: 'Installation within 2-3 business days.' },
];

export default function PaymentSuccessPage() {
  useEffect(() => {
    clearStoredCart();
  }, []);

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card className="text-center">
        <CardContent className="space-y-6 p-6 sm:p-10">
          <CheckCircle2 className="mx-auto size-16 text-green-600" aria-hidden />
          <div className="space-y-2">
            <h1 className="text-2xl font-bold sm:text-3xl">Payment Successful</h1>
            <p className="text-muted-foreground">
              Thank you for your purchase. Your order has been confirmed.
            </p>
          </div>
          <div className="rounded-lg bg-muted/50 p-4 text-left">
            <h2 className="mb-3 font-semibold">What happens next</h2>
            <ul className="space-y-2">
              {NEXT_STEPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button asChild size="lg">
              <Link to="/mount-depot">Continue Shopping</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">Back to Home</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
