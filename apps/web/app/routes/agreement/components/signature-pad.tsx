import { Button } from '@direct/ui';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// A drawing pad for the "draw" signature: pointer events cover mouse, touch and pen alike. What
// is drawn goes into the hidden `signature_data` field as a PNG data URL. A pad can't be drawn
// with a keyboard, so its hint points keyboard users to the typed signature.
export function SignaturePad({ describedBy, invalid }: { describedBy: string; invalid: boolean }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);
  const [dataUrl, setDataUrl] = useState('');

  const context = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return null;
    return { canvas, ctx };
  }, []);

  const reset = useCallback(() => {
    const found = context();
    if (!found) return;
    const { canvas, ctx } = found;
    // Sharp on high-density screens: the bitmap follows the displayed size.
    const ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, 2));
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.lineWidth = 2.4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#10243e';
    drawn.current = false;
    setDataUrl('');
  }, [context]);

  // The pad may mount hidden (another way of signing chosen): size its bitmap once it shows,
  // and again when its width changes before anything was drawn.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let width = -1;
    const observer = new ResizeObserver(() => {
      if (canvas.clientWidth === width || drawn.current) return;
      width = canvas.clientWidth;
      reset();
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [reset]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const found = context();
    if (!found) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    drawn.current = true;
    const { x, y } = point(event);
    found.ctx.beginPath();
    found.ctx.moveTo(x, y);
    found.ctx.lineTo(x + 0.1, y + 0.1);
    found.ctx.stroke();
  };
  const onMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const found = context();
    if (!found) return;
    const { x, y } = point(event);
    found.ctx.lineTo(x, y);
    found.ctx.stroke();
  };
  const onUp = () => {
    if (!drawing.current) return;
    drawing.current = false;
    const found = context();
    if (found) setDataUrl(found.canvas.toDataURL('image/png'));
  };

  return (
    <div className="signature-pad">
      <canvas
        ref={canvasRef}
        className={`signature-pad__canvas${invalid ? ' signature-pad__canvas--invalid' : ''}`}
        role="img"
        aria-label={t('agreement.sign.drawnLabel')}
        aria-describedby={describedBy}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        data-testid="signature-pad"
      />
      <input type="hidden" name="signature_data" value={dataUrl} />
      <Button variant="secondary" small onClick={reset}>
        {t('agreement.sign.clear')}
      </Button>
    </div>
  );
}
