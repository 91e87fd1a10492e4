import type { EntityManager } from '@mikro-orm/postgresql';
import { topicSlug } from '#shared/community/rules.ts';
import { UserSchema } from '../modules/accounts/user.entity.ts';
import { CommentSchema } from '../modules/community/comment.entity.ts';
import { ForumPostSchema, ForumTopicSchema } from '../modules/community/forum.entity.ts';
import { sanitizeHtml } from '../http/sanitize-html.ts';

/** Demo forum members: no password and no e-mail, so nobody can sign in as them. */
const MEMBERS = ['Nguyễn Minh Khoa', 'Trần Thu Hà', 'Lê Quốc Bảo', 'Phạm Ngọc Anh'] as const;

/** Three topics with replies, written for the demo shop (spec §1 "read or write comments and forum posts"). */
const TOPICS: readonly { title: string; author: number; posts: readonly { author: number; html: string }[] }[] = [
  {
    title: 'ESP32 không nạp được code qua cổng USB, báo lỗi "Failed to connect"',
    author: 0,
    posts: [
      {
        author: 0,
        html: '<p>Chào mọi người, mình mới mua bo <b>ESP32 DevKit V1</b>, cắm vào máy tính thì nhận cổng COM nhưng nạp bằng Arduino IDE luôn báo <i>Failed to connect to ESP32: Timed out waiting for packet header</i>.</p><p>Mình đã cài driver CP2102 rồi. Có ai gặp trường hợp này chưa ạ?</p>',
      },
      {
        author: 1,
        html: '<p>Bạn thử giữ nút <b>BOOT</b> khi IDE hiện dòng "Connecting...." rồi thả ra nhé. Nhiều bo giá rẻ thiếu tụ trên chân EN nên không tự vào chế độ nạp được.</p>',
      },
      {
        author: 2,
        html: '<p>Bổ sung: có thể hàn thêm một tụ <b>10 µF</b> giữa chân EN và GND, từ đó về sau nạp không cần bấm nút nữa. Nhớ dùng cáp USB có dây dữ liệu, cáp chỉ sạc thì máy vẫn cấp nguồn nhưng không nạp được.</p>',
      },
      { author: 0, html: '<p>Giữ nút BOOT là nạp được rồi, cảm ơn hai bạn nhiều! Cuối tuần mình sẽ hàn thêm tụ.</p>' },
    ],
  },
  {
    title: 'Chọn lớp phủ bề mặt PCB: HASL hay ENIG cho mạch có chip BGA?',
    author: 3,
    posts: [
      {
        author: 3,
        html: '<p>Mình chuẩn bị đặt 20 tấm mạch 4 lớp có một con chip BGA bước chân 0.8 mm. Bên shop có hai lựa chọn lớp phủ là HASL và ENIG, giá chênh nhau khá nhiều.</p><p>Với BGA thì có bắt buộc phải chọn ENIG không ạ?</p>',
      },
      {
        author: 2,
        html: '<p>Với BGA mình khuyên chọn <b>ENIG</b>. HASL làm bề mặt pad không phẳng, thiếc dày mỏng khác nhau nên khi hàn reflow dễ bị hở chân hoặc chạm bi.</p><ul><li>ENIG: phẳng, để được lâu, hợp linh kiện bước nhỏ.</li><li>HASL: rẻ, dễ hàn tay, hợp mạch linh kiện xuyên lỗ.</li></ul>',
      },
      {
        author: 1,
        html: '<p>Đồng ý với bạn trên. Nếu đặt gia công dán linh kiện luôn thì nên đặt kèm <b>stencil</b> có khung để in kem hàn đều tay hơn.</p>',
      },
    ],
  },
  {
    title: 'Chia sẻ: mạch nguồn 5V 3A dùng MP1584 chạy nóng, cách xử lý',
    author: 1,
    posts: [
      {
        author: 1,
        html: '<p>Mình làm mạch hạ áp 12V xuống 5V dùng <b>MP1584</b> để nuôi Raspberry Pi, tải khoảng 2.5 A thì IC nóng tới 80 độ. Sau vài lần thử thì rút ra mấy điểm:</p><ol><li>Cuộn cảm phải chịu dòng bão hoà lớn hơn 4 A, loại nhỏ rẻ tiền rất nhanh nóng.</li><li>Đổ đồng rộng ở chân GND và thêm nhiều via xuống lớp dưới để toả nhiệt.</li><li>Đường hồi tiếp đi ngắn, tránh xa cuộn cảm.</li></ol>',
      },
      {
        author: 3,
        html: '<p>Bài chia sẻ rất hữu ích. Với dòng liên tục trên 2 A mình thường chuyển sang con <b>TPS5430</b> hoặc LM2596 bản 3 A cho yên tâm.</p>',
      },
    ],
  },
];

/** A few comments on the first products of the demo catalogue, with one reply. */
const PRODUCT_COMMENTS: readonly { author: number; content: string; reply?: { author: number; content: string } }[] = [
  {
    author: 2,
    content: 'Hàng đóng gói cẩn thận, có túi chống tĩnh điện. Đo thử các thông số đều đúng như datasheet.',
    reply: { author: 1, content: 'Cảm ơn bạn đã chia sẻ, mình cũng định đặt thêm cho dự án sắp tới.' },
  },
  { author: 0, content: 'Shop cho hỏi linh kiện này có sẵn số lượng 500 cái không ạ? Mình cần lấy gấp trong tuần.' },
  { author: 3, content: 'Giao hàng nhanh, hai ngày là nhận được ở Đà Nẵng. Sẽ ủng hộ shop dài dài.' },
];

/**
 * Seeds the demo forum and product comments, as part of the demo seed of an empty database (never
 * into a shop that already has data: its forum is its own). Returns whether it did.
 */
export async function seedCommunityIfEmpty(em: EntityManager): Promise<boolean> {
  if ((await em.count(ForumTopicSchema, {})) > 0) return false;
  const products = await em.execute<{ id: number }[]>('select id from products order by id limit 2');
  if (products.length === 0) return false;
  const members = MEMBERS.map((fullname) => em.create(UserSchema, { fullname, email: null, passwordHash: null }));
  const day = 24 * 60 * 60 * 1000;
  const start = Date.now() - 30 * day;
  let at = start;
  const next = () => new Date((at += 7 * 60 * 60 * 1000));
  for (const topic of TOPICS) {
    const opened = next();
    const row = em.create(ForumTopicSchema, { title: topic.title, slug: topicSlug(topic.title), user: members[topic.author]!, createdAt: opened, lastPostAt: opened });
    topic.posts.forEach((post, index) => {
      const createdAt = index === 0 ? opened : next();
      em.create(ForumPostSchema, { topic: row, user: members[post.author]!, content: sanitizeHtml(post.html), opening: index === 0, createdAt });
      row.lastPostAt = createdAt;
    });
  }
  for (const product of products) {
    for (const comment of PRODUCT_COMMENTS) {
      const thread = em.create(CommentSchema, { commentableType: 'Product', commentableId: product.id, user: members[comment.author]!, content: comment.content, createdAt: next() });
      if (comment.reply) {
        em.create(CommentSchema, {
          commentableType: 'Product',
          commentableId: product.id,
          parent: thread,
          user: members[comment.reply.author]!,
          userReply: members[comment.author]!,
          content: comment.reply.content,
          createdAt: next(),
        });
      }
    }
  }
  await em.flush();
  return true;
}
