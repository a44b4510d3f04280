import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useRootData } from '../../../lib/root-data.ts';

export const bodyImageSrc = (imageId: number) => `/images/${imageId}/1200`;

// The post's body, edited with Tiptap (decision 0014). What it makes goes to the form as HTML in
// the hidden field bodyHtml; the API cleans it again, so nothing here is trusted. Headings start
// at level 2: the post's title is the page's h1.
export function RichTextEditor({ id, initialHtml, labelledBy, describedBy, uploadUrl }: { id: string; initialHtml: string; labelledBy: string; describedBy?: string | undefined; uploadUrl: string }) {
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    // Rendered in the browser only: the server sends the hidden field with the saved body.
    immediatelyRender: false,
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] } }), Image],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-text__content',
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
  });
  return (
    <div className="rich-text">
      {editor && <Toolbar editor={editor} uploadUrl={uploadUrl} />}
      <EditorContent editor={editor} />
      {!editor && <div className="rich-text__content rich-text__placeholder" dangerouslySetInnerHTML={{ __html: initialHtml }} />}
      <input type="hidden" name="bodyHtml" value={html} />
    </div>
  );
}

function Toolbar({ editor, uploadUrl }: { editor: Editor; uploadUrl: string }) {
  const { t } = useTranslation();
  const { csrf } = useRootData();
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: { key: string; label: string; pressed?: boolean; run: () => void }[] = [
    { key: 'h2', label: t('consoleContent.editor.tools.heading2'), pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: t('consoleContent.editor.tools.heading3'), pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bold', label: t('consoleContent.editor.tools.bold'), pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: t('consoleContent.editor.tools.italic'), pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'bulletList', label: t('consoleContent.editor.tools.bulletList'), pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: t('consoleContent.editor.tools.orderedList'), pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', label: t('consoleContent.editor.tools.blockquote'), pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    {
      key: 'link',
      label: t('consoleContent.editor.tools.link'),
      pressed: state.link,
      run: () => {
        if (state.link) return void chain().unsetLink().run();
        const href = window.prompt(t('consoleContent.editor.tools.linkPrompt'), 'https://');
        if (href && /^(https?:|mailto:|tel:)/i.test(href)) chain().setLink({ href }).run();
      },
    },
    { key: 'image', label: t('consoleContent.editor.tools.image'), run: () => fileInput.current?.click() },
    { key: 'undo', label: t('consoleContent.editor.tools.undo'), run: () => chain().undo().run() },
    { key: 'redo', label: t('consoleContent.editor.tools.redo'), run: () => chain().redo().run() },
  ];

  async function insertPicture(file: File) {
    setUpload('busy');
    const body = new FormData();
    body.set('file', file);
    const response = await fetch(uploadUrl, { method: 'POST', body, headers: { 'x-csrf-token': csrf } }).catch(() => null);
    const answer = response?.ok ? ((await response.json()) as { imageId?: number }) : null;
    if (typeof answer?.imageId !== 'number') return setUpload('failed');
    setUpload('idle');
    // The address the console and the site both serve from their own origin (the API keeps only
    // these in a body): the upload's own /apis/image/… URL would not load in the console.
    chain().setImage({ src: bodyImageSrc(answer.imageId), alt: '' }).run();
  }

  return (
    <>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('consoleContent.editor.toolbar')} aria-controls={editor.view.dom.id}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="rich-text__tool"
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void insertPicture(file);
        }}
      />
      <p role="status" className="rich-text__status">
        {upload === 'busy' ? t('consoleContent.editor.uploading') : upload === 'failed' ? t('consoleContent.editor.uploadFailed') : ''}
      </p>
    </>
  );
}
