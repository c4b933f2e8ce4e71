import { useEffect } from 'react';
import { listenForTypes } from './typePopover';
import './index.css';

/**
 * Types on config examples: a global UI component that renders nothing and
 * shows an identifier's type on hover or focus (see typePopover.ts).
 */
export default function TypePopover() {
  useEffect(listenForTypes, []);
  return null;
}
