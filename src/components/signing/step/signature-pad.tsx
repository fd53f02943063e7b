// The signature pad of the signing step: draw with a mouse, pen or finger (pointer events) on a
// canvas, undo the last stroke or clear (mode "draw"); or type the name and it is set in a
// handwriting-like font (mode "type", the keyboard's way). Either way the result is a PNG of the
// visual signature's proportions (300x140), handed to `onChange` (null while nothing usable is
// there). The adopt panel (adopt-signature.tsx) shows one pad per mode.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  extendStroke,
  hasDrawing,
  PAD_HEIGHT,
  PAD_WIDTH,
  padPoint,
  pathsOf,
  startStroke,
  undoStroke,
  type Strokes,
} from './pad-strokes';

export type PadMode = 'draw' | 'type';

const INK = '#0b2a6f';
const TYPED_FONT = '"Segoe Script", "Brush Script MT", "URW Chancery L", cursive';

function paint(canvas: HTMLCanvasElement, mode: PadMode, strokes: Strokes, typed: string) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  context.strokeStyle = INK;
  context.fillStyle = INK;
  if (mode === 'draw') {
    context.lineWidth = 5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    for (const path of pathsOf(strokes)) context.stroke(new Path2D(path));
    return;
  }
  const text = typed.trim();
  if (!text) return;
  let size = 110;
  context.font = `${size}px ${TYPED_FONT}`;
  while (size > 24 && context.measureText(text).width > PAD_WIDTH - 40) {
    size -= 4;
    context.font = `${size}px ${TYPED_FONT}`;
  }
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, PAD_WIDTH / 2, PAD_HEIGHT / 2);
}

const toBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => {
    if (typeof canvas.toBlob !== 'function') resolve(null);
    else canvas.toBlob(resolve, 'image/png');
  });

export function SignaturePad({
  mode,
  defaultName,
  onChange,
}: {
  mode: PadMode;
  defaultName: string;
  onChange: (image: (() => Promise<Blob | null>) | null) => void;
}) {
  const { t } = useTranslation('signing');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<number | null>(null);
  const [strokes, setStrokes] = useState<Strokes>([]);
  const [typed, setTyped] = useState(defaultName);
  const usable = mode === 'draw' ? hasDrawing(strokes) : typed.trim().length > 0;

  useEffect(() => {
    if (canvas.current) paint(canvas.current, mode, strokes, typed);
    onChange(usable && canvas.current ? () => toBlob(canvas.current!) : null);
  }, [mode, strokes, typed, usable, onChange]);

  const point = (event: PointerEvent<HTMLCanvasElement>) =>
    padPoint({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect());
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (mode !== 'draw') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = event.pointerId;
    // Read now: the event's currentTarget is gone by the time React runs the updater.
    const at = point(event);
    setStrokes((now) => startStroke(now, at));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    const at = point(event);
    setStrokes((now) => extendStroke(now, at));
  };
  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current === event.pointerId) drawing.current = null;
  };

  return (
    <Stack gap="2">
      {mode === 'type' && (
        <Field.Root>
          <Field.Label>{t('pad.typedName')}</Field.Label>
          <Input
            value={typed}
            maxLength={60}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="typed-signature"
          />
        </Field.Root>
      )}
      <canvas
        ref={canvas}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        role="img"
        aria-label={mode === 'draw' ? t('pad.canvasDraw') : t('pad.canvasTyped', { name: typed })}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        data-testid={mode === 'draw' ? 'signature-pad' : 'typed-signature-preview'}
        style={{
          width: '100%',
          maxWidth: '420px',
          aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`,
          border: '1px dashed #7a869a',
          borderRadius: '6px',
          background: '#fff',
          touchAction: 'none',
          cursor: mode === 'draw' ? 'crosshair' : 'default',
        }}
      />
      {mode === 'draw' && (
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
            {t('pad.hint')}
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={strokes.length === 0}
            onClick={() => setStrokes(undoStroke)}
          >
            {t('pad.undo')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={strokes.length === 0}
            onClick={() => setStrokes([])}
          >
            {t('pad.clear')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
