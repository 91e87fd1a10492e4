import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/pcb/assembly')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/pcb/assembly"!</div>
}
