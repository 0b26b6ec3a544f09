/**
 * A loader for a third-party script that defines a global: the script is added once per page and
 * the promise resolves with what it defined (at once when it is already there). A failed load is
 * forgotten, so the next call tries again.
 */
export function scriptLoader<T>(
  read: () => T | undefined,
  errors: { readonly missing: string; readonly failed: string },
): (src: string) => Promise<T> {
  let loading: Promise<T> | null = null;
  return (src) => {
    const existing = read();
    if (existing) return Promise.resolve(existing);
    loading ??= new Promise<T>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const loaded = read();
        if (loaded) resolve(loaded);
        else reject(new Error(errors.missing));
      };
      script.onerror = () => reject(new Error(errors.failed));
      document.head.append(script);
    }).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
