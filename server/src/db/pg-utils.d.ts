// node-postgres's value encoding (its package exports lib/*), which @types/pg does not declare.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue: (value: unknown) => unknown };
  export default utils;
}
