import * as TabsPrimitive from '@radix-ui/react-tabs';
import { withClassName } from './with-class-name';

export const Tabs = TabsPrimitive.Root;

export const TabsList = withClassName(
  TabsPrimitive.List,
  'inline-flex h-auto items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground',
);

export const TabsTrigger = withClassName(
  TabsPrimitive.Trigger,
  'inline-flex min-h-9 items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export const TabsContent = withClassName(
  TabsPrimitive.Content,
  'mt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);
