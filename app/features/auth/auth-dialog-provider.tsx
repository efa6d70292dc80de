import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '../../../shared/schemas/auth';

export type AuthMode = 'login' | 'register' | 'forgot';

export interface OpenAuthDialogOptions {
  /** docs/product.md#accounts: the dialog opens in login mode unless told otherwise. */
  mode?: AuthMode;
  /** docs/product.md#accounts: runs on success (with the user) or on closing (with null). */
  onDone?: (user: User | null) => void;
  /** Why the visitor is asked to sign in, shown at the top of the dialog. */
  reason?: string;
}

interface AuthDialogContextValue {
  open(options?: OpenAuthDialogOptions): void;
  isOpen: boolean;
  /** Starts loading the dialog's code (on hover or focus of a trigger). */
  preload(): void;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

const loadDialog = () => import('./auth-dialog');
// The dialog (Radix, forms) is not part of the first load: it loads on first use.
const AuthDialog = lazy(() => loadDialog().then((m) => ({ default: m.AuthDialog })));

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; mode: AuthMode; mounted: boolean; reason?: string }>({
    open: false,
    mode: 'login',
    mounted: false,
  });
  const onDone = useRef<OpenAuthDialogOptions['onDone']>(undefined);

  const finish = useCallback((user: User | null) => {
    const callback = onDone.current;
    onDone.current = undefined;
    setState((s) => ({ ...s, open: false }));
    callback?.(user);
  }, []);

  const open = useCallback((options: OpenAuthDialogOptions = {}) => {
    // A second opener replaces the first, whose callback hears that it was closed.
    const previous = onDone.current;
    onDone.current = options.onDone;
    previous?.(null);
    setState({ open: true, mode: options.mode ?? 'login', mounted: true, reason: options.reason });
  }, []);

  const setMode = useCallback((mode: AuthMode) => setState((s) => ({ ...s, mode })), []);
  const preload = useCallback(() => void loadDialog(), []);

  const value = useMemo(() => ({ open, isOpen: state.open, preload }), [open, state.open, preload]);
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {state.mounted && (
        <Suspense fallback={null}>
          <AuthDialog
            open={state.open}
            mode={state.mode}
            reason={state.reason}
            onModeChange={setMode}
            onFinish={finish}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return value;
}

/** docs/product.md#accounts: the default trigger reads 'Sign In'. */
export function AuthDialogTrigger({
  mode,
  onDone,
  className = 'btn-primary',
  children = 'Sign In',
}: OpenAuthDialogOptions & { className?: string; children?: ReactNode }) {
  const { open, preload } = useAuthDialog();
  return (
    <button
      type="button"
      className={className}
      onClick={() => open({ mode, onDone })}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {children}
    </button>
  );
}
