import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../app/not-found-screen.tsx';

/** Every URL the app does not know yet shows the 404 page (the server also answers 404). */
export const Route = createFileRoute('/$')({
  component: NotFoundScreen,
});
