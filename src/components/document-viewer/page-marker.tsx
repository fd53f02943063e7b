// A box over a page. Read-only markers show where someone's signature goes; editable ones (the
// placement editor) are dragged to move, resized from the corner handle to any shape (Shift held
// keeps the shape it had; an editor may fix a ratio), moved and resized by the arrow keys (Shift:
// faster, Alt: resize), and removed by their × button or Delete. Each one is a focusable element with an accessible name and a visible focus ring; the
// geometry lives in box-geometry.ts.
import { Box as Frame, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isArrowKey, keyBox, moveBox, pixelsToPoints, resizeBox, type Box } from './box-geometry';
import { markerBox } from './page-geometry';
import type { MarkerEditing, PageMarker, PageSize } from './viewer-types';

interface Drag {
  mode: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  start: Box;
  moved: boolean;
}

const boxOf = (marker: PageMarker): Box => ({
  x: marker.x,
  y: marker.y,
  width: marker.width,
  height: marker.height,
});

export function PageMarkerBox({
  marker,
  size,
  editing,
}: {
  marker: PageMarker;
  size: PageSize;
  editing?: MarkerEditing;
}) {
  const { t } = useTranslation('documents');
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [live, setLive] = useState<Box | null>(null);
  const editable = !!editing && !!marker.editable;
  const shown = live ?? boxOf(marker);
  const label = marker.label ?? '';
  const own = marker.tone === 'own';

  // Page box width in CSS pixels: the field sits in the marker, the marker on the page.
  const pageWidth = () =>
    ref.current?.parentElement?.parentElement?.getBoundingClientRect().width ?? 0;
  const next = (state: Drag, event: PointerEvent) => {
    const dx = pixelsToPoints(event.clientX - state.startX, size, pageWidth());
    const dy = pixelsToPoints(event.clientY - state.startY, size, pageWidth());
    return state.mode === 'move'
      ? moveBox(state.start, dx, dy, size, editing?.snapMargin ?? 0)
      : resizeBox(
          state.start,
          dx,
          dy,
          size,
          editing?.ratio ?? (event.shiftKey ? state.start.width / state.start.height : undefined),
        );
  };
  const begin = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    if (!editable || event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    ref.current?.focus();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = {
      mode,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      start: boxOf(marker),
      moved: false,
    };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    state.moved = true;
    setLive(next(state, event));
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    drag.current = null;
    setLive(null);
    if (state.moved) editing?.onChange(marker.id, next(state, event));
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!editing || event.target !== event.currentTarget) return;
    if (isArrowKey(event.key)) {
      event.preventDefault();
      const ratio = editing.ratio;
      editing.onChange(
        marker.id,
        keyBox(boxOf(marker), event.key, size, { shift: event.shiftKey, alt: event.altKey, ratio }),
      );
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      editing.onRemove(marker.id);
    }
  };
  const handlers = editable ? { onPointerMove: move, onPointerUp: end, onPointerCancel: end } : {};

  return (
    <Frame
      position="absolute"
      style={markerBox({ ...marker, ...shown }, size)}
      pointerEvents={editable ? 'auto' : 'none'}
      data-testid="page-marker"
      data-marker={marker.id}
      data-editable={editable || undefined}
      data-invalid={marker.invalid || undefined}
      data-current={marker.current || undefined}
    >
      <Frame
        ref={ref}
        position="absolute"
        inset="0"
        borderWidth={marker.current ? '3px' : '2px'}
        borderStyle={editable || marker.current ? 'solid' : 'dashed'}
        borderColor={
          marker.invalid
            ? 'red.600'
            : marker.current
              ? 'orange.600'
              : own || editable
                ? 'brand.solid'
                : 'gray.500'
        }
        bg={
          marker.invalid
            ? 'red.100/80'
            : marker.current
              ? 'orange.100/85'
              : own || editable
                ? 'brand.subtle/70'
                : 'gray.100/70'
        }
        boxShadow={marker.current ? '0 0 0 4px var(--chakra-colors-orange-200)' : undefined}
        rounded="sm"
        display="flex"
        alignItems="center"
        justifyContent="center"
        cursor={editable ? 'move' : undefined}
        touchAction={editable ? 'none' : undefined}
        userSelect="none"
        tabIndex={editable ? 0 : undefined}
        role={editable ? 'button' : 'img'}
        aria-label={
          editable
            ? t('viewer.field', { label, page: marker.page }) +
              (marker.invalid ? ` ${t(`viewer.${marker.invalid}`)}` : '')
            : (marker.name ??
              (own
                ? t('viewer.ownField', { page: marker.page })
                : t('viewer.otherField', { label, page: marker.page })))
        }
        aria-roledescription={editable ? t('viewer.fieldRole') : undefined}
        _focusVisible={{ outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
        onPointerDown={begin('move')}
        onClick={(event) => editable && event.stopPropagation()}
        onKeyDown={editable ? key : undefined}
        {...handlers}
        data-testid="marker-field"
      >
        {label && (
          <Text
            fontSize="xs"
            fontWeight="semibold"
            color={marker.current ? 'orange.900' : 'brand.fg'}
            lineClamp={2}
            px="1"
          >
            {label}
          </Text>
        )}
      </Frame>
      {editable && (
        <>
          <Frame
            as="button"
            position="absolute"
            top="-12px"
            right="-12px"
            w="24px"
            h="24px"
            rounded="full"
            bg="white"
            borderWidth="1px"
            borderColor="brand.solid"
            color="brand.fg"
            fontSize="sm"
            lineHeight="1"
            cursor="pointer"
            aria-label={t('viewer.remove', { label })}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={(event) => {
              event.stopPropagation();
              editing?.onRemove(marker.id);
            }}
            data-testid="marker-remove"
          >
            ×
          </Frame>
          <Frame
            position="absolute"
            right="-7px"
            bottom="-7px"
            w="14px"
            h="14px"
            bg="brand.solid"
            borderWidth="2px"
            borderColor="white"
            rounded="sm"
            cursor="nwse-resize"
            touchAction="none"
            aria-hidden="true"
            onPointerDown={begin('resize')}
            onClick={(event) => event.stopPropagation()}
            {...handlers}
            data-testid="marker-resize"
          />
        </>
      )}
    </Frame>
  );
}
