import type { DeliveryRule } from '@voltcart/contract';
import { Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { deliveryRulesApi } from '../api';
import { ruleTerms } from '../rule-form';
import { DeliveryRuleForm } from './DeliveryRuleForm';
import { RulesCsvPanel } from './RulesCsvPanel';

type Status = 'loading' | 'ready' | 'failed';

/** Shortest prefix first, then by prefix: the order the server lists and the CSV holds. */
const inOrder = (rules: DeliveryRule[]) =>
  [...rules].sort((a, b) => a.prefix.length - b.prefix.length || a.prefix.localeCompare(b.prefix));

/**
 * The admin's delivery rules by pincode prefix: the list with each rule's days and cash on delivery, an inline form to
 * add or edit, deletion asked first, and the rules as a CSV file.
 */
export function DeliveryRulesTab() {
  const [rules, setRules] = useState<DeliveryRule[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<DeliveryRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    deliveryRulesApi.list().then(
      (answer) => {
        if (!current) return;
        setRules(answer.data);
        setStatus('ready');
      },
      (cause: unknown) => {
        if (!current) return;
        setError(errorMessage(cause, 'Could not load the delivery rules.'));
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  };

  const onSaved = (saved: DeliveryRule) => {
    setEditing(null);
    setRules((current) => inOrder([saved, ...current.filter((each) => each._id !== saved._id)]));
  };

  const onDelete = async (rule: DeliveryRule) => {
    try {
      const answer = await deliveryRulesApi.delete(rule._id);
      toast.success(`${answer.message}: ${rule.prefix}`);
      setRules((current) => current.filter((each) => each._id !== rule._id));
    } catch (cause) {
      toast.error(errorMessage(cause, 'Could not delete the rule.'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-xl font-semibold text-slate-900">Delivery</h3>
          <p className="mt-1 text-sm text-slate-600">
            Rules by pincode prefix; the longest matching prefix wins, and a pincode no rule matches is not served. Orders before
            2 pm (India) leave that day; Sundays do not count.
          </p>
        </div>
        {editing === null && <Button onClick={() => setEditing('new')}>Add rule</Button>}
      </div>
      {editing !== null && (
        <DeliveryRuleForm
          key={editing === 'new' ? 'new' : editing._id}
          rule={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      <RulesCsvPanel onUploaded={(uploaded) => setRules(uploaded)} />
      {status === 'loading' && <Spinner label="Loading delivery rules..." />}
      {status === 'failed' && (
        <StatePanel
          tone="error"
          icon={Truck}
          title="Could not load the delivery rules"
          action={<Button onClick={retry}>Try again</Button>}
        >
          {error}
        </StatePanel>
      )}
      {status === 'ready' && rules.length === 0 && (
        <StatePanel icon={Truck} title="No delivery rules yet">
          Without rules every pincode is served, with no promised day. Add one, or upload a CSV file.
        </StatePanel>
      )}
      {status === 'ready' && rules.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Delivery rules">
          {rules.map((rule) => (
            <li key={rule._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-mono text-base font-bold tracking-wide text-slate-900">{rule.prefix}</span>
                  {rule.area && <span className="text-sm text-slate-700">{rule.area}</span>}
                </p>
                <p className={`mt-0.5 text-sm ${rule.serviceable ? 'text-slate-800' : 'font-medium text-red-700'}`}>
                  {ruleTerms(rule)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {deleting === rule._id ? (
                  <>
                    <span className="text-sm text-slate-800">Delete {rule.prefix}?</span>
                    <Button size="sm" variant="danger" onClick={() => void onDelete(rule)}>
                      Yes, delete
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setDeleting(null)}>
                      Keep it
                    </Button>
                  </>
                ) : (
                  <>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(rule)} aria-label={`Edit ${rule.prefix}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setDeleting(rule._id)} aria-label={`Delete ${rule.prefix}`}>
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
