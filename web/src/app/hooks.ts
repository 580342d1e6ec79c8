import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { logoutUser } from '../features/auth/slice';
import { toast } from '../shared/toasts/toast-store';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * A Logout button's work (the shopper's profile, the admin's header): signs out, says so and goes to `then`; a
 * failed logout says so and leaves the button ready again.
 */
export function useLogout(then: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    const result = await dispatch(logoutUser());
    if (logoutUser.fulfilled.match(result)) {
      toast.success('Logout successful');
      void navigate(then);
    } else {
      setLoggingOut(false);
      toast.error('Logout failed. Please try again.');
    }
  };

  return { loggingOut, logout };
}
