import { createFileRoute } from '@tanstack/react-router';
import { UserForum } from '../features/community/user-forum.tsx';
import { loadPublicProfile } from '../features/profile/load-public-profile.ts';
import { PublicProfileScreen } from '../features/profile/public-profile-screen.tsx';

/** Spec §2: /users/{id}, a user's public profile. */
export const Route = createFileRoute('/users/$id')({
  loader: ({ params, abortController }) => loadPublicProfile(params.id, abortController.signal),
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { user } = Route.useLoaderData();
  return <PublicProfileScreen user={user} activity={<UserForum userId={user.id} />} />;
}
