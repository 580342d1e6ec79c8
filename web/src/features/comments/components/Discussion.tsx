import { firstPageCalls, type Comment } from '@voltcart/contract';
import { MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageAnswer } from '../../../shared/page-answers';
import { paths } from '../../../shared/paths';
import { selectIsSignedIn } from '../../auth/slice';
import { formatDateTime } from '../../../shared/text';
import { Spinner } from '../../../shared/ui/Spinner';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { commentsWritten, fetchComments } from '../slice';
import { CommentForm } from './CommentForm';

/** 'Discussion (N)': the product's comments, newest first, and the form to add one ('Discussion' while they load). */
export function Discussion({ productId }: { productId: string }) {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsSignedIn);
  const { comments, status, error, productId: loadedFor } = useAppSelector((state) => state.comment);
  // The discussion the server rendered the page with, taken by the first render.
  const written = usePageAnswer<Comment[]>(firstPageCalls.product(productId)[1])?.data;
  const fromPage = written !== undefined && loadedFor !== productId;
  const shown = fromPage ? written : loadedFor === productId ? comments : [];
  // No count until this product's comments are in: "(0)" while they load would be a claim the page cannot make yet.
  const counted = fromPage || (loadedFor === productId && (status === 'succeeded' || shown.length > 0));

  useEffect(() => {
    if (written) dispatch(commentsWritten({ productId, comments: written }));
    else void dispatch(fetchComments(productId));
  }, [dispatch, productId, written]);

  return (
    <section aria-labelledby="discussion-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="discussion-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <MessageSquare className="size-5 text-brand-700" aria-hidden /> Discussion{counted ? ` (${shown.length})` : ''}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div>
          {isAuthenticated ? (
            <CommentForm productId={productId} />
          ) : (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
              <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
                Log in
              </Link>{' '}
              to join the discussion.
            </p>
          )}
        </div>
        <div>
          {status === 'loading' && shown.length === 0 ? (
            <Spinner label="Loading comments..." showLabel />
          ) : status === 'failed' ? (
            <p role="alert" className="text-red-700">
              Error: {error}
            </p>
          ) : shown.length === 0 ? (
            <p className="text-slate-600">No comments yet.</p>
          ) : (
            <ul className="space-y-5">
              {shown.map((comment) => (
                <li key={comment._id} className="flex gap-3">
                  <UserAvatar username={comment.userId.username} imageUrl={comment.userId.imageUrl} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm">
                      <span className="font-semibold text-slate-900">{comment.userId.username}</span>{' '}
                      <time dateTime={comment.date} className="text-slate-500">
                        · {formatDateTime(comment.date)}
                      </time>
                    </p>
                    <p className="mt-1 break-words whitespace-pre-line text-slate-700">{comment.comment}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
