// What the content module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { loadOpeningHours } from './opening-hours-queries.ts';
