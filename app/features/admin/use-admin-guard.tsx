import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { hasAdminSession } from './admin-session';

/**
 * spec admin 4 and 6: an admin screen without a session says 'Access Denied' and goes to
 * /admin/login with a destructive toast explaining why.
 */
export function useAdminGuard(deniedMessage: string): boolean {
  const navigate = useNavigate();
  const [allowed] = useState(() => hasAdminSession());
  useEffect(() => {
    if (allowed) return;
    toast({ title: 'Access Denied', description: deniedMessage, variant: 'destructive' });
    navigate('/admin/login', { replace: true });
  }, [allowed, deniedMessage, navigate]);
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
