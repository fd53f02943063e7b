// Runs the upload queue: whenever no file is uploading, the next waiting one is sent.
import { useEffect, useReducer, useRef } from 'react';
import { uploadErrorKey } from './upload-error';
import { nextUpload, uploadQueue } from './upload-queue';
import { uploadPdf } from './upload-pdf';

export function useUploadQueue(upload: typeof uploadPdf = uploadPdf) {
  const [items, dispatch] = useReducer(uploadQueue, []);
  // Effects may run twice (React strict mode): the file being sent is not sent again.
  const running = useRef<string | undefined>(undefined);
  const next = nextUpload(items);
  useEffect(() => {
    if (!next || running.current === next.key) return;
    running.current = next.key;
    dispatch({ type: 'start', key: next.key });
    const finish = () => {
      running.current = undefined;
    };
    upload(next.file).then(
      (document) => {
        finish();
        dispatch({ type: 'done', key: next.key, document });
      },
      (error: unknown) => {
        finish();
        dispatch({ type: 'failed', key: next.key, problem: uploadErrorKey(error) });
      },
    );
  }, [next, upload]);
  return { items, dispatch };
}
