/** libheif-js's main module (its JavaScript build): the initialised Emscripten module. */
declare module "libheif-js" {
  const libheif: unknown;
  export default libheif;
}
