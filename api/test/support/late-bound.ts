/**
 * A stand-in for something a `beforeAll` makes: a suite can name it (`const { api } = testWorld(kind)`) when it is
 * declared, and every property read goes to the real one once the hook has run. Reading it earlier is an error that
 * says which.
 */
export function lateBound<T extends object>(what: string, current: () => T | undefined): T {
  const real = (): T => {
    const value = current();
    if (value === undefined) throw new Error(`${what} is not ready: it is made in beforeAll`);
    return value;
  };
  return new Proxy({} as T, {
    get(_target, key) {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      // Methods run on the real object (a class's private state is there, not on the stand-in).
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
