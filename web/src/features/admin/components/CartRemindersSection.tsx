import type { CartReminderSettings } from '@voltcart/contract';
import { MailCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { adminApi } from '../api';

const count = new Intl.NumberFormat('en-IN');

/** The dashboard's abandoned carts: reminders sent, carts they recovered, and after how many hours one is sent. */
export function CartRemindersSection() {
  const [settings, setSettings] = useState<CartReminderSettings | null>(null);
  const [failed, setFailed] = useState('');
  const [hours, setHours] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    adminApi.cartReminders().then(
      (answer) => {
        if (!current) return;
        setSettings(answer.data);
        setHours(String(answer.data.hours));
      },
      (cause: unknown) => current && setFailed(errorMessage(cause, 'Could not load the cart reminders.')),
    );
    return () => {
      current = false;
    };
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(hours);
    if (!/^\d+$/.test(hours.trim()) || wanted < 1 || wanted > 720) {
      setProblem('Enter a whole number of hours from 1 to 720');
      return;
    }
    setProblem('');
    setSaving(true);
    try {
      const answer = await adminApi.setCartReminderHours(wanted);
      setSettings(answer.data);
      toast.success(`Reminders go out after ${answer.data.hours} hours.`);
    } catch (cause) {
      const field = cause instanceof ApiError ? cause.fields?.hours : undefined;
      setProblem(field ?? errorMessage(cause, 'The setting could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="cart-reminders-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id="cart-reminders-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MailCheck className="size-5 text-brand-700" aria-hidden />
        Abandoned carts
      </h3>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failed}
        </p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-sm text-slate-600">Reminders sent</dt>
              <dd className="text-xl font-bold text-slate-900" aria-busy={settings === null}>
                {settings ? count.format(settings.remindersSent) : 'Loading...'}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Carts recovered</dt>
              <dd className="text-xl font-bold text-slate-900" aria-busy={settings === null}>
                {settings ? count.format(settings.cartsRecovered) : 'Loading...'}
              </dd>
            </div>
          </dl>
          <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(event) => void save(event)} noValidate>
            <TextField
              label="Remind after (hours)"
              type="number"
              inputMode="numeric"
              min={1}
              max={720}
              step={1}
              value={hours}
              problem={problem || undefined}
              hint="A signed-in shopper's cart with no checkout this long gets one reminder email."
              onChange={(event) => setHours(event.target.value)}
              disabled={settings === null}
            />
            <Button type="submit" variant="secondary" disabled={saving || settings === null}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
