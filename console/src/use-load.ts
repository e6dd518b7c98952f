import { useCallback, useEffect, useState } from 'react';
import { get } from './api';

/**
 * One GET of the operator API with its loading and error states and a reload; `null` loads nothing. While a reload
 * or a new path loads, the last data stays on screen.
 */
export function useLoad<T>(path: string | null) {
  const [version, setVersion] = useState(0);
  const key = path === null ? null : `${path}#${version}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: string | null }>({ key: null, data: null, error: null });
  useEffect(() => {
    if (path === null) return;
    let current = true;
    get<T>(path).then(
      (data) => current && setState({ key, data, error: null }),
      (error: Error) => current && setState((previous) => ({ key, data: previous.data, error: error.message })),
    );
    return () => {
      current = false;
    };
  }, [path, key]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    data: state.data,
    error: state.key === key ? state.error : null,
    loading: key !== null && state.key !== key,
    reload,
  };
}
