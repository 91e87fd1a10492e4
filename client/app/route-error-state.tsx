import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '../ui/error-state.tsx';
import styles from './route-error-state.module.css';

/** A page whose data failed to load: the shell stays, the content offers a retry. */
export function RouteErrorState({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className={`container ${styles.page}`}>
      <ErrorState error={error} onRetry={() => void router.invalidate()} />
    </div>
  );
}
