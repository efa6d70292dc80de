import { useAuth } from './auth-provider';

export function AccountControls() {
  const { user } = useAuth();
  if (user) return <span className="px-3 font-semibold">{user.name || user.username}</span>;
  return (
    <button type="button" className="btn-primary">
      Sign In
    </button>
  );
}
