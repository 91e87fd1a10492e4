// What the notifications module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { createNotification } from './notification-commands.ts';
