import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { readTimeMinutes } from '@hm/contracts';
import { DEMO_POSTS } from './blog-posts.data.js';

/**
 * Demo blog posts with their likes and comments, by the demo accounts. Idempotent: a post whose
 * slug exists is left as it is (with whatever likes and comments it has since), so each start of
 * `npm start` adds only what is missing. Needs the demo users (seeded just before).
 */
export async function seedBlog(sql: SqlEntityManager): Promise<void> {
  const users = await sql.execute<{ id: string; email: string }[]>(`select id, lower(email) as email from users`);
  const idOf = new Map(users.map((user) => [user.email, user.id]));
  for (const post of DEMO_POSTS) {
    const authorId = idOf.get(post.author);
    if (!authorId) continue;
    const inserted = await sql.execute<{ id: string }[]>(
      `insert into blog_posts (slug, language, title, excerpt, content, featured_image, category, tags, status, author_id, views, read_time_minutes, published_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), 'published', ?, ?, ?,
               now() - make_interval(days => ?), now() - make_interval(days => ?), now() - make_interval(days => ?))
       on conflict (slug) do nothing returning id`,
      [
        post.slug,
        post.language,
        post.title,
        post.excerpt,
        post.content,
        post.featuredImage,
        post.category,
        JSON.stringify(post.tags),
        authorId,
        post.views,
        readTimeMinutes(post.content),
        post.publishedDaysAgo,
        post.publishedDaysAgo,
        post.publishedDaysAgo,
      ],
    );
    const postId = inserted[0]?.id;
    if (!postId) continue;
    for (const email of post.likedBy) {
      const userId = idOf.get(email);
      if (userId)
        await sql.execute(`insert into blog_post_likes (user_id, post_id) values (?, ?) on conflict do nothing`, [userId, postId]);
    }
    // Comments a few hours apart after publication, replies after their comment.
    let hours = 3;
    for (const comment of post.comments) {
      const commenterId = idOf.get(comment.author);
      if (!commenterId) continue;
      const [parent] = await sql.execute<{ id: string }[]>(
        `insert into blog_comments (post_id, author_id, content, created_at) values (?, ?, ?, now() - make_interval(days => ?) + make_interval(hours => ?)) returning id`,
        [postId, commenterId, comment.content, post.publishedDaysAgo, hours],
      );
      for (const reply of comment.replies ?? []) {
        hours += 2;
        const replierId = idOf.get(reply.author);
        if (!replierId) continue;
        await sql.execute(
          `insert into blog_comments (post_id, parent_id, author_id, content, created_at) values (?, ?, ?, ?, now() - make_interval(days => ?) + make_interval(hours => ?))`,
          [postId, parent!.id, replierId, reply.content, post.publishedDaysAgo, hours],
        );
      }
      hours += 5;
    }
  }
  // Translations, once both posts exist (a link already there, or a post translated since, stays).
  for (const post of DEMO_POSTS) {
    if (!post.translationOf) continue;
    await sql.execute(
      `update blog_posts p set translation_of_id = o.id from blog_posts o
        where p.slug = ? and o.slug = ? and p.translation_of_id is null
          and not exists (select 1 from blog_posts t where t.translation_of_id = o.id)`,
      [post.slug, post.translationOf],
    );
  }
}
