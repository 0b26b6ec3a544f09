import { useLingui } from '@lingui/react/macro';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { dismissToast, TOAST_SETTINGS, useToasts } from './use-toast';

/** The toast area over every page (TOAST_SETTINGS: display time, swipe threshold, hotkey). */
export function Toaster() {
  const { t } = useLingui();
  const items = useToasts();
  const hotkey = TOAST_SETTINGS.hotkey;
  return (
    <ToastProvider
      label={t`Notification`}
      duration={TOAST_SETTINGS.durationMs}
      swipeThreshold={TOAST_SETTINGS.swipeThresholdPx}
    >
      {items.map(({ id, title, description, variant, duration, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          {...(duration ? { duration } : {})}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      {/* Radix's own label, in the page's language (it would read "Notifications (F8)"). */}
      <ToastViewport hotkey={[hotkey]} label={t`Notifications (${hotkey})`} />
    </ToastProvider>
  );
}
