import type { User } from '@voltcart/contract';
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api-client';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { fetchAllUsers, selectUser } from '../../auth/slice';
import { adminApi } from '../api';
import { ConfirmDisableDialog } from './ConfirmDisableDialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { TableHead, type TableColumn } from '../../../shared/ui/TableHead';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { RetryAlert } from './RetryAlert';

type Status = 'loading' | 'ready' | 'failed';

const USER_COLUMNS: TableColumn[] = [
  { label: 'No', className: 'py-3 pr-2 pl-4 font-medium' },
  { label: 'User Image', className: 'px-2 py-3 font-medium' },
  { label: 'Username', className: 'px-2 py-3 font-medium' },
  { label: 'Email', className: 'hidden px-2 py-3 font-medium sm:table-cell' },
  { label: 'Role', className: 'px-2 py-3 font-medium' },
  { label: 'Account', className: 'py-3 pr-4 pl-2 font-medium' },
];

export function UsersTab() {
  const dispatch = useAppDispatch();
  const users = useAppSelector((state) => state.auth.allUsers);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const me = useAppSelector(selectUser);
  const [confirming, setConfirming] = useState<User | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState('');

  const onConfirm = async () => {
    if (!confirming) return;
    setWorking(true);
    setProblem('');
    try {
      const answer = await adminApi.setUserDisabled(confirming._id, !confirming.disabled);
      await dispatch(fetchAllUsers());
      toast.success(`${answer.message}: ${answer.data.username}`);
      setConfirming(null);
    } catch (error) {
      setProblem(errorMessage(error, 'Could not change the account. Please try again.'));
    } finally {
      setWorking(false);
    }
  };

  useEffect(() => {
    let current = true;
    dispatch(fetchAllUsers())
      .unwrap()
      .then(
        () => current && setStatus('ready'),
        (rejection: { message?: string }) => {
          if (!current) return;
          setError(rejection.message ?? 'Failed to load users');
          setStatus('failed');
        },
      );
    return () => {
      current = false;
    };
  }, [dispatch, attempt]);

  if (status === 'loading' && users.length === 0) return <Spinner label="Loading users..." showLabel className="py-10" />;
  if (status === 'failed') {
    return (
      <RetryAlert
        onRetry={() => {
          setStatus('loading');
          setAttempt((count) => count + 1);
        }}
      >
        <p>Error: {error}</p>
      </RetryAlert>
    );
  }
  if (users.length === 0) return <StatePanel icon={Users} title="No users found." />;

  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">All users</caption>
        <TableHead
          columns={USER_COLUMNS}
          className="bg-slate-50"
          rowClassName="text-left text-xs tracking-wide text-slate-500 uppercase"
        />
        <tbody className="divide-y divide-slate-100">
          {users.map((user, index) => (
            <tr key={user._id}>
              <td className="py-3 pr-2 pl-4 text-slate-500">{index + 1}</td>
              <td className="px-2 py-2">
                <UserAvatar username={user.username} imageUrl={user.imageUrl} size="sm" />
              </td>
              <td className="w-full max-w-0 px-2 py-3 sm:w-auto sm:max-w-none">
                <p className="truncate font-medium text-slate-900">{user.username}</p>
                {/* Phones have no room for the Email column: the address goes under the name. */}
                <p className="truncate text-xs text-slate-600 sm:hidden">{user.email}</p>
              </td>
              <td className="hidden max-w-[18rem] truncate px-2 py-3 text-slate-700 sm:table-cell" title={user.email}>
                {user.email}
              </td>
              <td className="px-2 py-3">
                <div className="flex flex-wrap gap-1">
                  <RoleBadge role={user.role} />
                  {user.disabled && (
                    <span className="inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                      Disabled
                    </span>
                  )}
                </div>
              </td>
              <td className="py-2 pr-4 pl-2">
                {user._id === me?._id ? (
                  <span className="text-xs text-slate-500">You</span>
                ) : (
                  <Button
                    variant={user.disabled ? 'secondary' : 'danger'}
                    size="sm"
                    aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.username}`}
                    onClick={() => {
                      setProblem('');
                      setConfirming(user);
                    }}
                  >
                    {user.disabled ? 'Enable' : 'Disable'}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirming && (
        <ConfirmDisableDialog
          user={confirming}
          working={working}
          problem={problem}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void onConfirm()}
        />
      )}
    </div>
  );
}

/** Admins in the brand's blue, every other role green (the spec's: docs/product.md). */
function RoleBadge({ role }: { role: string }) {
  const look = role === 'admin' ? 'bg-brand-100 text-brand-800' : 'bg-green-100 text-green-800';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${look}`}>{role}</span>;
}
