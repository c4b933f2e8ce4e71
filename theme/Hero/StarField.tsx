import { useEffect, useMemo, useRef } from 'react';
import { attractionOffset, createStars, type Point } from './stars';

/**
 * 35 decorative stars that drift toward the mouse pointer when it comes within
 * 100 px of them. Under `prefers-reduced-motion: reduce` no listener is
 * attached and the stars stay where they are.
 */
export function StarField() {
  const stars = useMemo(() => createStars(), []);
  const fieldRef = useRef<HTMLDivElement>(null);
  const starRefs = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let pointer: Point | undefined;
    let frame = 0;

    // Rest positions come from the field's box, not from the stars' current
    // (already shifted) boxes, so a star never chases its own offset.
    const place = () => {
      frame = 0;
      const box = field.getBoundingClientRect();
      for (const star of stars) {
        const element = starRefs.current[star.index];
        if (!element) continue;
        const rest = {
          x: box.left + (star.x / 100) * box.width,
          y: box.top + (star.y / 100) * box.height,
        };
        const offset = pointer ? attractionOffset(rest, pointer) : { x: 0, y: 0 };
        element.style.transform =
          offset.x === 0 && offset.y === 0
            ? ''
            : `translate(${offset.x.toFixed(2)}px, ${offset.y.toFixed(2)}px)`;
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      pointer = { x: event.clientX, y: event.clientY };
      schedule();
    };
    const onPointerGone = () => {
      pointer = undefined;
      schedule();
    };

    const listen = () => {
      window.addEventListener('pointermove', onPointerMove, { passive: true });
      document.documentElement.addEventListener('pointerleave', onPointerGone);
    };
    const stopListening = () => {
      window.removeEventListener('pointermove', onPointerMove);
      document.documentElement.removeEventListener('pointerleave', onPointerGone);
      pointer = undefined;
      cancelAnimationFrame(frame);
      place();
    };
    const followPreference = () => {
      if (reducedMotion.matches) stopListening();
      else listen();
      // States whether the field reacts to the pointer (and that it is hydrated).
      field.dataset.motion = reducedMotion.matches ? 'still' : 'follow';
    };

    followPreference();
    reducedMotion.addEventListener('change', followPreference);
    return () => {
      reducedMotion.removeEventListener('change', followPreference);
      stopListening();
    };
  }, [stars]);

  return (
    <div className="rs-stars" ref={fieldRef} aria-hidden="true">
      {stars.map((star) => (
        <span
          key={star.index}
          ref={(element) => {
            starRefs.current[star.index] = element;
          }}
          className="rs-stars__star"
          data-star-index={star.index}
          style={{
            left: `${star.x}%`,
            top: `${star.y}%`,
            width: `${star.size}px`,
            height: `${star.size}px`,
            margin: `${-star.size / 2}px 0 0 ${-star.size / 2}px`,
          }}
        />
      ))}
    </div>
  );
}
