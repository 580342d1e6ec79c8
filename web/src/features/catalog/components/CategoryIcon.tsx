import {
  Camera,
  Cpu,
  Ear,
  Headphones,
  Mouse,
  Printer,
  Refrigerator,
  Scissors,
  Smartphone,
  Speaker,
  Tv,
  Watch,
  Zap,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  mouse: Mouse,
  airpodes: Ear,
  camera: Camera,
  earphones: Headphones,
  mobiles: Smartphone,
  printers: Printer,
  processor: Cpu,
  refrigerator: Refrigerator,
  speakers: Speaker,
  tv: Tv,
  trimmers: Scissors,
  watches: Watch,
};

/** The pictogram of a category, by its canonical id. */
export function CategoryIcon({ id, className = 'size-7' }: { id: string; className?: string }) {
  const Icon = ICONS[id] ?? Zap;
  return <Icon className={className} aria-hidden strokeWidth={1.6} />;
}
