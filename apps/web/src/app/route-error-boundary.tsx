import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** What a failed page shows, inside the layout so the top bar stays usable. */
export function RouteError() {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('routeError.title')}</title>
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t('routeError.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('routeError.description')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('common:actions.reloadPage')}
      </Button>
    </div>
  );
}

type Props = {
  children: ReactNode;
  /** A new key (the path) clears the error. */ resetKey: string;
};
type State = { error: unknown; resetKey: string };

/**
 * Catches a page that throws while rendering, or whose chunk fails to load (e.g. after a new
 * deployment replaced the hashed files: the reload button fetches the current ones).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
