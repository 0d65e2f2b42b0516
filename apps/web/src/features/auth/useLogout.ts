import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SIGN_IN_PATH } from '@carcare/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { revokeSession } from './authApi';
import { logout, selectRefreshToken } from '../../app/session/authSlice';

/**
 * Ends the session: revokes it on the server when possible (an offline or already-expired session
 * must still be able to sign out), clears the store and localStorage "authState", returns to "/".
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refresh = useAppSelector(selectRefreshToken);
  return useCallback(async () => {
    if (refresh) {
      try {
        await revokeSession(refresh);
      } catch (error) {
        console.warn('Could not revoke the session on the server', error);
      }
    }
    dispatch(logout());
    await navigate(SIGN_IN_PATH, { replace: true });
  }, [dispatch, navigate, refresh]);
}

export default useLogout;
