import { useEffect, useState, type ReactNode } from 'react';
import { awaitRenderTurn } from '../render-turns';

/**
 * Renders its children in a later task than the page around it (in mount order, one block per task), showing
 * `placeholder` meanwhile. For content below the first screen: it must not move what is already in view.
 */
export function RenderLater({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [turnCame, setTurnCame] = useState(false);
  useEffect(() => awaitRenderTurn(() => setTurnCame(true)), []);
  return turnCame ? children : placeholder;
}
