// What the addresses module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { findAddress, listAddresses } from './address-queries.ts';
