import { MAX_COMMENT_LENGTH } from '@voltcart/contract';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { addComment } from '../slice';

export function CommentForm({ productId }: { productId: string | undefined }) {
  const dispatch = useAppDispatch();
  const posting = useAppSelector((state) => state.comment.posting);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!productId) return setProblem('Product ID is missing.');
    if (!text.trim()) return setProblem('Please enter a comment before submitting.');
    setProblem(null);
    const result = await dispatch(addComment({ productId, comment: text }));
    if (addComment.fulfilled.match(result)) {
      setText('');
      toast.success(result.payload.message || 'Comment added successfully!');
    } else {
      toast.error(result.payload?.message || 'Failed to add comment. Please try again.');
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <label htmlFor="comment-text" className="block text-sm font-medium text-slate-800">
        Share your thoughts
      </label>
      <textarea
        id="comment-text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        rows={4}
        maxLength={MAX_COMMENT_LENGTH}
        placeholder="What do you think of this product?"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'comment-problem' : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500"
      />
      {problem && (
        <p id="comment-problem" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={posting}>
        {posting ? 'Posting...' : 'Post comment'}
      </Button>
    </form>
  );
}
