/** A grey block of a skeleton that does not pulse itself: the group it is in pulses, as one animation (see Skeleton). */
export function Bone({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`rounded-md bg-slate-200/80 ${className}`} />;
}

/**
 * A grey block that pulses, for a placeholder of one or two blocks. A placeholder of many (a product card) pulses as a
 * whole over Bones: each animated block is an animation the browser ticks and a layer it composites, every frame.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <Bone className={`animate-pulse ${className}`} />;
}
