// What the media module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { storeImage } from './image-commands.ts';
export { dropImageIfUnused, removeStoredFiles } from './image-release.ts';
