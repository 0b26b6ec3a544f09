import * as LabelPrimitive from '@radix-ui/react-label';
import { withClassName } from './with-class-name';

export const Label = withClassName(
  LabelPrimitive.Root,
  'text-sm leading-none font-medium peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
);
