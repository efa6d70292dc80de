export function useHiddenAdminEntry(): () => void {
  return () => undefined;
}
