import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names, letting later Tailwind classes override earlier ones (lib/class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
