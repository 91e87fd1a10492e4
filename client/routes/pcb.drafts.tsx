import { createFileRoute } from '@tanstack/react-router';
import { DraftsScreen } from '../features/pcb/drafts-screen.tsx';

/** /pcb/drafts: "My drafts", the quote forms saved on this device. */
export const Route = createFileRoute('/pcb/drafts')({
  component: DraftsScreen,
});
