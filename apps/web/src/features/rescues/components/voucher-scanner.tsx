import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { loadReceiptReader, type ReceiptReader } from '../../../lib/receipt-scan';
import { extractVoucherCode } from './voucher-code';
import { VOUCHER_SCAN_TEXTS as TEXTS } from './voucher-scanner-texts';

/** How often a frame of the camera is read, from the end of one reading to the start of the next. */
const FRAME_INTERVAL_MS = 300;

type CameraView =
  | { state: 'starting' }
  | { state: 'scanning'; other: boolean }
  | { state: 'unavailable'; message: string };
type Photo = { state: 'idle' } | { state: 'reading' } | { state: 'failed'; message: string };

/** Why getUserMedia failed, in the concierge's words (DOMException names per Media Capture). */
function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return TEXTS.refused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return TEXTS.noCamera;
  return TEXTS.cameraFailed;
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The first voucher code among the texts of the QR codes read, or null. */
const voucherIn = (texts: readonly string[]) =>
  texts.map(extractVoucherCode).find((code): code is string => code !== null) ?? null;

/**
 * The desk's camera, live (the receipt reader's decoder, zxing-wasm): frames are read every
 * {@link FRAME_INTERVAL_MS} until one shows a voucher's QR code (its link, or a bare code), then
 * the camera stops and `onFound` gets the code. A photo of the QR code may be chosen instead, and
 * is the way left without a camera (none, refused, or a browser that gives none). Unmounting (the
 * dialog closed) stops the camera.
 */
export function VoucherScanner({ onFound }: { onFound: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraView>({ state: 'starting' });
  const [photo, setPhoto] = useState<Photo>({ state: 'idle' });
  const onFoundNow = useRef(onFound);
  onFoundNow.current = onFound;
  // Once: the live view and a photo may both find a code before the dialog closes.
  const done = useRef(false);
  const found = useRef((code: string) => {
    if (done.current) return;
    done.current = true;
    onFoundNow.current(code);
  });
  const photoId = useId();

  useEffect(() => {
    const video = videoRef.current;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The decoder loads while the camera opens; one that cannot load stops the scan.
    const reader: Promise<ReceiptReader> = loadReceiptReader().then(async (r) => {
      await r.prepareReceiptReader();
      return r;
    });
    reader.catch(() => undefined);

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera({ state: 'unavailable', message: TEXTS.noCameraApi });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        if (!stopped) setCamera({ state: 'unavailable', message: cameraProblem(error) });
        return;
      }
      if (stopped || !video) {
        stopTracks(stream);
        return;
      }
      video.srcObject = stream;
      video.play?.()?.catch(() => undefined);
      setCamera({ state: 'scanning', other: false });
      let decoder: ReceiptReader;
      try {
        decoder = await reader;
      } catch {
        stopTracks(stream);
        if (!stopped) setCamera({ state: 'unavailable', message: TEXTS.readerFailed });
        return;
      }
      const tick = async () => {
        if (stopped) return;
        const texts = await decoder.readQrTexts(video).catch(() => []);
        if (stopped) return;
        const code = voucherIn(texts);
        if (code) {
          stopped = true;
          stopTracks(stream);
          found.current(code);
          return;
        }
        const other = texts.length > 0;
        setCamera((now) => (now.state === 'scanning' && now.other === other ? now : { state: 'scanning', other }));
        timer = setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks(stream);
      if (video) video.srcObject = null;
    };
  }, []);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhoto({ state: 'reading' });
    try {
      const decoder = await loadReceiptReader();
      const code = voucherIn(await decoder.readQrTexts(file));
      if (code) found.current(code);
      else setPhoto({ state: 'failed', message: TEXTS.photoNotRead });
    } catch {
      setPhoto({ state: 'failed', message: TEXTS.readerFailed });
    }
  };

  const live = camera.state !== 'unavailable';
  const reading = photo.state === 'reading';
  return (
    <div className="space-y-4">
      {live && (
        <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-ink">
          <video
            ref={videoRef}
            aria-label={TEXTS.video}
            className="size-full object-cover"
            autoPlay
            muted
            playsInline
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 aspect-square w-1/2 -translate-x-1/2 -translate-y-1/2 rounded-2xl border-2 border-white/80 shadow-[0_0_0_100vmax_rgb(0_0_0/0.25)]"
          />
        </div>
      )}
      <div role="status" className="text-sm">
        {camera.state === 'starting' && <p className="text-muted">{TEXTS.starting}</p>}
        {camera.state === 'scanning' && (
          <>
            <p className="font-medium text-ink">{TEXTS.aim}</p>
            {camera.other && <p className="mt-1 text-gold-fg">{TEXTS.notVoucher}</p>}
          </>
        )}
        {camera.state === 'unavailable' && <p className="font-medium text-ink">{camera.message}</p>}
      </div>
      <div className="space-y-2 border-t border-line pt-4">
        <label
          htmlFor={photoId}
          className={`inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-ink/20 bg-surface px-5 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent-strong focus-within:outline-2 focus-within:outline-accent ${reading ? 'pointer-events-none opacity-50' : ''}`}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {TEXTS.photo}
          <input
            id={photoId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={reading}
            aria-describedby={`${photoId}-status`}
            onChange={(event) => {
              void onPhoto(event.target.files?.[0]);
              // The same photo chosen again is a change too.
              event.target.value = '';
            }}
          />
        </label>
        <div id={`${photoId}-status`} aria-live="polite" className="text-sm">
          {reading && <p className="text-muted">{TEXTS.readingPhoto}</p>}
          {photo.state === 'failed' && <p className="font-medium text-danger">{photo.message}</p>}
        </div>
      </div>
    </div>
  );
}
