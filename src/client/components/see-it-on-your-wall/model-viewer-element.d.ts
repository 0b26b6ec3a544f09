// <model-viewer> in JSX: only a ref and a class; tv-model-viewer.tsx sets its attributes itself.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string;
      };
    }
  }
}
