import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../components/ui/toast-store';
import { loginPathFor } from './admin-return';
import { hasAdminSession } from './admin-session';

/**
 * docs/product.md#admin: an admin screen without a session says 'Access Denied' and goes to
 * /admin/login with a destructive toast explaining why. The login page brings the admin back
 * to this screen afterwards, with its draft when there is one (a reload of a form ends the
 * session: docs/product.md#admin).
 */
export function useAdminGuard(deniedMessage: string): boolean {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [allowed] = useState(() => hasAdminSession());
  useEffect(() => {
    if (allowed) return;
    toast({ title: 'Access Denied', description: deniedMessage, variant: 'destructive' });
    navigate(loginPathFor(pathname), { replace: true });
  }, [allowed, deniedMessage, navigate, pathname]);
  return allowed;
}

export function AccessDenied() {
  return (
    <div className="container-page py-16" role="alert">
      <h1 className="text-3xl">Access Denied</h1>
      <p className="mt-3 text-cocoa">You must be logged in as admin to see this page. Taking you to the admin login…</p>
    </div>
  );
}
