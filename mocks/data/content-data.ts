import type { CmsCategory, ContentItem, ContentPage, Promotion } from '@generated/api/model';
import { art } from './art';

// The CMS of the mock backend: static pages (/pages/{id}), their categories (footer, static-page
// menu) and promotions. Turkish is the site's language; English answers when x-locale is en.

export type ContentLocale = 'tr' | 'en';
type Text = Record<ContentLocale, string>;

export function contentLocale(header: string | null): ContentLocale {
  return header?.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

interface Section {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  steps?: string[];
}

interface PageSeed {
  id: number;
  title: Text;
  intro: Text;
  sections: Record<ContentLocale, Section[]>;
}

const updated: Text = {
  tr: 'Son güncelleme: 1 Kasım 2026',
  en: 'Last updated: 1 November 2026',
};

function renderSections(sections: Section[]): string {
  return sections
    .map(({ heading, paragraphs = [], bullets, steps }) =>
      [
        `<h2>${heading}</h2>`,
        ...paragraphs.map((text) => `<p>${text}</p>`),
        bullets ? `<ul>${bullets.map((item) => `<li>${item}</li>`).join('')}</ul>` : '',
        steps ? `<ol>${steps.map((item) => `<li>${item}</li>`).join('')}</ol>` : '',
      ].join(''),
    )
    .join('');
}

function renderPage(seed: PageSeed, locale: ContentLocale): ContentPage {
  return {
    id: seed.id,
    title: seed.title[locale],
    body:
      `<p><em>${updated[locale]}</em></p><p>${seed.intro[locale]}</p>` +
      renderSections(seed.sections[locale]),
  };
}

const pages: PageSeed[] = [
  {
    id: 1,
    title: { tr: 'Genel Şartlar ve Koşullar', en: 'General Terms and Conditions' },
    intro: {
      tr: 'Bu Genel Şartlar ve Koşullar, Royal Bet internet sitesini ve tüm hizmetlerini kullanan her üye için geçerlidir. Siteye üye olarak bu koşulları okuduğunuzu, anladığınızı ve kabul ettiğinizi beyan edersiniz.',
      en: 'These General Terms and Conditions apply to every member who uses the Royal Bet website and its services. By registering you confirm that you have read, understood and accepted them.',
    },
    sections: {
      tr: [
        {
          heading: '1. Tanımlar',
          paragraphs: [
            '<strong>"Şirket"</strong> Royal Bet hizmetlerini sunan lisanslı işletmeyi, <strong>"Üye"</strong> siteye kayıt olmuş gerçek kişiyi, <strong>"Hesap"</strong> üyeye ait oyun ve bakiye hesabını ifade eder.',
          ],
        },
        {
          heading: '2. Üyelik Koşulları',
          bullets: [
            'Üye olmak için 18 yaşını doldurmuş olmanız gerekir.',
            'Her kişi, hane ve IP adresi için yalnızca bir hesap açılabilir.',
            'Kayıt sırasında verilen bilgilerin doğru ve güncel olması üyenin sorumluluğundadır.',
            'Şirket, gerekli gördüğü durumlarda kimlik ve adres doğrulaması isteyebilir.',
          ],
        },
        {
          heading: '3. Hesap Güvenliği',
          paragraphs: [
            'Kullanıcı adı ve şifrenizi kimseyle paylaşmayın. Hesabınız üzerinden yapılan tüm işlemlerden siz sorumlusunuz. Yetkisiz bir kullanım fark ederseniz derhal canlı destek ile iletişime geçin.',
          ],
        },
        {
          heading: '4. Para Yatırma ve Çekme',
          steps: [
            'Para yatırma işlemleri yalnızca üyenin kendi adına kayıtlı ödeme araçlarıyla yapılabilir.',
            'Çekim talepleri, hesap doğrulaması tamamlandıktan sonra işleme alınır.',
            'Yatırılan tutar en az bir kez çevrilmeden çekim talebi oluşturulamaz.',
            'Şirket, şüpheli işlemleri inceleme süresince bekletme hakkını saklı tutar.',
          ],
        },
        {
          heading: '5. Bonuslar ve Promosyonlar',
          paragraphs: [
            'Her promosyonun kendine özel kuralları vardır ve genel kurallarla birlikte uygulanır. Ayrıntılar için <a href="/pages/13">Bonus Genel Kuralları</a> sayfasını inceleyin.',
          ],
        },
        {
          heading: '6. Sorumlu Oyun',
          paragraphs: [
            'Kumar bağımlılık yapabilir, lütfen sorumlu oynayın. Limit belirleme ve kendini hariç tutma seçenekleri için <a href="/pages/4">Sorumlu Oyun</a> sayfasını ziyaret edin.',
          ],
        },
        {
          heading: '7. Değişiklikler',
          paragraphs: [
            'Şirket bu koşulları güncelleyebilir. Mevcut üyeler değişikliklerden en az iki hafta önce bilgilendirilir ve bu süre içinde hizmeti kullanmayı bırakabilir. Süre sonunda hizmeti kullanmaya devam etmeniz, güncel koşulları kabul ettiğiniz anlamına gelir.',
          ],
        },
      ],
      en: [
        {
          heading: '1. Definitions',
          paragraphs: [
            '<strong>"Company"</strong> means the licensed operator of Royal Bet, <strong>"Member"</strong> a natural person registered on the site and <strong>"Account"</strong> the member\'s gaming and balance account.',
          ],
        },
        {
          heading: '2. Membership',
          bullets: [
            'You must be at least 18 years old to register.',
            'Only one account is allowed per person, household and IP address.',
            'Members are responsible for keeping their registration details correct and current.',
            'The Company may ask for proof of identity and address at any time.',
          ],
        },
        {
          heading: '3. Account security',
          paragraphs: [
            'Never share your username or password. You are responsible for everything done through your account. Contact live support at once if you notice unauthorised use.',
          ],
        },
        {
          heading: '4. Deposits and withdrawals',
          steps: [
            "Deposits may only be made with payment methods registered in the member's own name.",
            'Withdrawals are processed once the account has been verified.',
            'A deposit must be wagered at least once before a withdrawal can be requested.',
            'The Company may hold suspicious transactions while they are reviewed.',
          ],
        },
        {
          heading: '5. Bonuses and promotions',
          paragraphs: [
            'Every promotion has its own rules, applied together with the general rules. See <a href="/pages/13">General Bonus Rules</a> for details.',
          ],
        },
        {
          heading: '6. Responsible gaming',
          paragraphs: [
            'Gambling can be addictive, please play responsibly. Limits and self-exclusion are explained on the <a href="/pages/4">Responsible Gaming</a> page.',
          ],
        },
        {
          heading: '7. Changes',
          paragraphs: [
            'The Company may update these terms. Existing members are informed at least two weeks in advance and may stop using the service during that time. Continuing to use the service afterwards means you accept the updated terms.',
          ],
        },
      ],
    },
  },
  {
    id: 2,
    title: { tr: 'Hakkımızda', en: 'About Us' },
    intro: {
      tr: 'Royal Bet, spor bahisleri ve casino oyunlarını tek bir güvenli platformda buluşturan lisanslı bir eğlence markasıdır.',
      en: 'Royal Bet is a licensed entertainment brand that brings sports betting and casino games together on one secure platform.',
    },
    sections: {
      tr: [
        {
          heading: 'Neler Sunuyoruz?',
          bullets: [
            'Binlerce maça canlı ve maç öncesi bahis',
            'Altı farklı sağlayıcıdan yüzlerce slot ve canlı casino oyunu',
            '7/24 Türkçe canlı destek',
            'Hızlı para yatırma ve çekme seçenekleri',
          ],
        },
        {
          heading: 'Değerlerimiz',
          paragraphs: [
            'Şeffaflık, güvenlik ve sorumlu oyun, hizmetimizin temelidir. Tüm oyunlarımız bağımsız kuruluşlarca test edilen rastgele sayı üreteçleri kullanır.',
          ],
        },
      ],
      en: [
        {
          heading: 'What we offer',
          bullets: [
            'Live and pre-match betting on thousands of matches',
            'Hundreds of slots and live casino games from six providers',
            '24/7 live support',
            'Fast deposit and withdrawal options',
          ],
        },
        {
          heading: 'Our values',
          paragraphs: [
            'Transparency, security and responsible gaming are the basis of our service. All games use random number generators tested by independent labs.',
          ],
        },
      ],
    },
  },
  {
    id: 3,
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    intro: {
      tr: 'Kişisel verileriniz, yürürlükteki veri koruma mevzuatına uygun olarak işlenir ve korunur.',
      en: 'Your personal data is processed and protected in line with the applicable data protection law.',
    },
    sections: {
      tr: [
        {
          heading: 'Topladığımız Bilgiler',
          bullets: [
            'Kimlik bilgileri: ad, soyad, doğum tarihi',
            'İletişim bilgileri: e-posta adresi, telefon numarası',
            'İşlem bilgileri: para yatırma, çekme ve oyun geçmişi',
            'Teknik bilgiler: cihaz parmak izi, IP adresi, tarayıcı türü',
          ],
        },
        {
          heading: 'Bilgileri Nasıl Kullanıyoruz?',
          paragraphs: [
            'Bilgileriniz hesabınızı yönetmek, yasal yükümlülükleri yerine getirmek, dolandırıcılığı önlemek ve size uygun kampanyalar sunmak için kullanılır. Verileriniz hiçbir koşulda üçüncü kişilere satılmaz.',
          ],
        },
        {
          heading: 'Haklarınız',
          paragraphs: [
            'Verilerinize erişme, düzeltilmesini veya silinmesini isteme hakkına sahipsiniz. Talepleriniz için canlı destek ile iletişime geçebilirsiniz.',
          ],
        },
      ],
      en: [
        {
          heading: 'What we collect',
          bullets: [
            'Identity: first name, last name, date of birth',
            'Contact: e-mail address, phone number',
            'Transactions: deposits, withdrawals and game history',
            'Technical: device fingerprint, IP address, browser type',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'We use your data to run your account, meet legal obligations, prevent fraud and offer suitable campaigns. Your data is never sold to third parties.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You may access your data and ask for it to be corrected or deleted. Contact live support with your request.',
          ],
        },
      ],
    },
  },
  {
    id: 4,
    title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },
    intro: {
      tr: 'Oyun bir eğlence aracıdır, gelir kaynağı değildir. Kumar bağımlılık yapabilir, lütfen sorumlu oynayın.',
      en: 'Gaming is entertainment, not a source of income. Gambling can be addictive, please play responsibly.',
    },
    sections: {
      tr: [
        {
          heading: 'Kontrol Sizde',
          bullets: [
            'Günlük, haftalık veya aylık para yatırma limiti belirleyin.',
            'Oturum süresi hatırlatıcılarını açın.',
            'Kayıplarınızı telafi etmeye çalışmayın.',
            'Yalnızca kaybetmeyi göze alabileceğiniz tutarla oynayın.',
          ],
        },
        {
          heading: 'Kendini Hariç Tutma',
          paragraphs: [
            'Ara vermek isterseniz hesabınızı 24 saatten 5 yıla kadar kapatabilirsiniz. Bu süre içinde hesabınız yeniden açılamaz.',
          ],
        },
        {
          heading: 'Yardım Alın',
          paragraphs: [
            'Oyun alışkanlıklarınız sizi endişelendiriyorsa profesyonel destek kuruluşlarından yardım alın. 18 yaşından küçüklerin oyun oynaması yasaktır.',
          ],
        },
      ],
      en: [
        {
          heading: 'You are in control',
          bullets: [
            'Set a daily, weekly or monthly deposit limit.',
            'Turn on session time reminders.',
            'Do not chase your losses.',
            'Only play with money you can afford to lose.',
          ],
        },
        {
          heading: 'Self-exclusion',
          paragraphs: [
            'If you need a break you can close your account for anything from 24 hours to 5 years. It cannot be reopened during that time.',
          ],
        },
        {
          heading: 'Get help',
          paragraphs: [
            'If your gaming worries you, seek help from a professional support organisation. Gaming by anyone under 18 is forbidden.',
          ],
        },
      ],
    },
  },
  {
    id: 5,
    title: { tr: 'Çerez Politikası', en: 'Cookie Policy' },
    intro: {
      tr: 'Sitemiz, size daha iyi bir deneyim sunmak için çerezler ve benzeri teknolojiler kullanır.',
      en: 'Our site uses cookies and similar technologies to give you a better experience.',
    },
    sections: {
      tr: [
        {
          heading: 'Çerez Türleri',
          bullets: [
            '<strong>Zorunlu çerezler:</strong> oturumunuzu ve dil tercihinizi hatırlar.',
            '<strong>Performans çerezleri:</strong> sitenin nasıl kullanıldığını anonim olarak ölçer.',
            '<strong>Güvenlik çerezleri:</strong> yetkisiz girişleri önlemeye yardımcı olur.',
          ],
        },
        {
          heading: 'Çerezleri Yönetme',
          paragraphs: [
            'Tarayıcı ayarlarınızdan çerezleri silebilir veya engelleyebilirsiniz. Zorunlu çerezler engellenirse bazı özellikler çalışmayabilir.',
          ],
        },
      ],
      en: [
        {
          heading: 'Kinds of cookies',
          bullets: [
            '<strong>Essential cookies:</strong> remember your session and language.',
            '<strong>Performance cookies:</strong> measure anonymously how the site is used.',
            '<strong>Security cookies:</strong> help prevent unauthorised logins.',
          ],
        },
        {
          heading: 'Managing cookies',
          paragraphs: [
            'You can delete or block cookies in your browser settings. Some features may not work without essential cookies.',
          ],
        },
      ],
    },
  },
  {
    id: 6,
    title: { tr: 'İletişim', en: 'Contact' },
    intro: {
      tr: 'Sorularınız için destek ekibimiz günün her saati yanınızda.',
      en: 'Our support team is here for you around the clock.',
    },
    sections: {
      tr: [
        {
          heading: 'Bize Ulaşın',
          bullets: [
            '<strong>Canlı destek:</strong> 7/24, sayfanın altındaki sohbet düğmesinden',
            '<strong>E-posta:</strong> destek@royalbet.example',
            '<strong>Telegram:</strong> @royalbet',
            '<strong>Sizi arayalım:</strong> üst menüdeki “Sizi Arayalım” formu',
          ],
        },
        {
          heading: 'Yanıt Süreleri',
          paragraphs: [
            'Canlı destek talepleri ortalama 1 dakika, e-posta talepleri ise 24 saat içinde yanıtlanır.',
          ],
        },
      ],
      en: [
        {
          heading: 'Reach us',
          bullets: [
            '<strong>Live chat:</strong> 24/7, from the chat button at the bottom of the page',
            '<strong>E-mail:</strong> support@royalbet.example',
            '<strong>Telegram:</strong> @royalbet',
            '<strong>Call-back:</strong> the “Call me back” form in the top bar',
          ],
        },
        {
          heading: 'Response times',
          paragraphs: [
            'Live chat answers in about a minute on average; e-mails are answered within 24 hours.',
          ],
        },
      ],
    },
  },
  {
    id: 7,
    title: { tr: 'Hikâyemiz', en: 'Our Story' },
    intro: {
      tr: 'Küçük bir ekiple başlayan yolculuğumuz, bugün yüz binlerce oyuncuya hizmet veren bir platforma dönüştü.',
      en: 'Our journey began with a small team and became a platform that serves hundreds of thousands of players.',
    },
    sections: {
      tr: [
        {
          heading: 'Başlangıç',
          paragraphs: [
            'İlk günden beri amacımız adil, hızlı ve eğlenceli bir oyun deneyimi sunmaktı. Bugün de her kararımızda oyuncularımızın geri bildirimlerini dinliyoruz.',
          ],
        },
        {
          heading: 'Kilometre Taşları',
          bullets: [
            '2019: Spor bahisleri ile yayına başladık.',
            '2021: Canlı casino salonlarımızı açtık.',
            '2024: Mobil deneyimimizi baştan tasarladık.',
            '2026: Altı oyun sağlayıcısıyla 2.000’den fazla oyuna ulaştık.',
          ],
        },
      ],
      en: [
        {
          heading: 'The beginning',
          paragraphs: [
            'From day one our goal was a fair, fast and fun gaming experience. We still listen to our players before every decision.',
          ],
        },
        {
          heading: 'Milestones',
          bullets: [
            '2019: launched with sports betting.',
            '2021: opened our live casino tables.',
            '2024: redesigned the mobile experience.',
            '2026: reached more than 2,000 games from six providers.',
          ],
        },
      ],
    },
  },
  {
    id: 8,
    title: { tr: 'Haftanın Büyük Kazananları', en: 'Big Winners of the Week' },
    intro: {
      tr: 'Her hafta şanslı oyuncularımızın kazançlarını paylaşıyoruz. Kullanıcı adları gizlilik için kısaltılmıştır.',
      en: 'Every week we share the wins of our lucky players. Usernames are shortened for privacy.',
    },
    sections: {
      tr: [
        {
          heading: 'Bu Haftanın Öne Çıkanları',
          bullets: [
            'a***n — Sweet Bonanza — 184.250 ₺',
            'm***e — Canlı Rulet — 96.400 ₺',
            'k***3 — Gates of Olympus — 71.900 ₺',
            's***k — Aviator — 58.320 ₺',
          ],
        },
      ],
      en: [
        {
          heading: 'This week’s highlights',
          bullets: [
            'a***n — Sweet Bonanza — ₺184,250',
            'm***e — Live Roulette — ₺96,400',
            'k***3 — Gates of Olympus — ₺71,900',
            's***k — Aviator — ₺58,320',
          ],
        },
      ],
    },
  },
  {
    id: 9,
    title: { tr: 'Güvenli Oyun Altyapımız', en: 'Our Secure Platform' },
    intro: {
      tr: 'Hesabınızı ve paranızı korumak için sektör standardı güvenlik önlemleri kullanıyoruz.',
      en: 'We use industry-standard security measures to protect your account and your money.',
    },
    sections: {
      tr: [
        {
          heading: 'Önlemlerimiz',
          bullets: [
            'Tüm bağlantılar 256 bit TLS ile şifrelenir.',
            'Telefon doğrulaması ile hesabınıza ek koruma sağlanır.',
            'Ödemeler bağımsız güvenlik ekibi tarafından izlenir.',
          ],
        },
      ],
      en: [
        {
          heading: 'Our measures',
          bullets: [
            'Every connection is encrypted with 256-bit TLS.',
            'Phone verification adds extra protection to your account.',
            'Payments are monitored by an independent security team.',
          ],
        },
      ],
    },
  },
  {
    id: 10,
    title: { tr: 'Kullanım Koşulları', en: 'Terms of Use' },
    intro: {
      tr: 'Bu koşullar sitenin içeriğinin ve özelliklerinin nasıl kullanılabileceğini açıklar.',
      en: 'These terms explain how the content and features of the site may be used.',
    },
    sections: {
      tr: [
        {
          heading: 'İzin Verilen Kullanım',
          paragraphs: [
            'Site yalnızca kişisel ve ticari olmayan amaçlarla kullanılabilir. Otomatik yazılımlar, botlar veya hileli yöntemler kullanmak yasaktır.',
          ],
        },
        {
          heading: 'Fikri Mülkiyet',
          paragraphs: [
            'Sitedeki tüm logo, görsel ve metinler Şirkete veya lisans verenlerine aittir ve izinsiz kopyalanamaz.',
          ],
        },
      ],
      en: [
        {
          heading: 'Permitted use',
          paragraphs: [
            'The site may be used for personal, non-commercial purposes only. Automated software, bots and cheating are forbidden.',
          ],
        },
        {
          heading: 'Intellectual property',
          paragraphs: [
            'All logos, images and texts on the site belong to the Company or its licensors and may not be copied without permission.',
          ],
        },
      ],
    },
  },
  {
    id: 11,
    title: { tr: 'Hesap Doğrulama', en: 'Account Verification' },
    intro: {
      tr: 'Güvenliğiniz ve yasal yükümlülüklerimiz gereği hesabınızı doğrulamanızı isteyebiliriz.',
      en: 'For your security and our legal obligations we may ask you to verify your account.',
    },
    sections: {
      tr: [
        {
          heading: 'Gerekli Belgeler',
          steps: [
            'Kimlik kartınızın ön ve arka yüzünün fotoğrafı',
            'Son üç ay içinde düzenlenmiş bir fatura veya ikametgâh belgesi',
            'Kullandığınız ödeme aracının sahipliğini gösteren bir belge',
          ],
        },
        {
          heading: 'Süre',
          paragraphs: ['Belgeleriniz genellikle 24 saat içinde incelenir.'],
        },
      ],
      en: [
        {
          heading: 'Documents we need',
          steps: [
            'A photo of both sides of your identity card',
            'A utility bill or proof of address issued in the last three months',
            'A document that shows you own the payment method you use',
          ],
        },
        {
          heading: 'How long it takes',
          paragraphs: ['Documents are usually reviewed within 24 hours.'],
        },
      ],
    },
  },
  {
    id: 12,
    title: { tr: 'Para Yatırma ve Çekme Kuralları', en: 'Deposit and Withdrawal Rules' },
    intro: {
      tr: 'Ödemelerinizin hızlı ve güvenli şekilde işlenmesi için aşağıdaki kurallar geçerlidir.',
      en: 'The following rules keep your payments fast and safe.',
    },
    sections: {
      tr: [
        {
          heading: 'Para Yatırma',
          bullets: [
            'En düşük yatırım tutarı 100 ₺’dir.',
            'Yatırımlar genellikle birkaç dakika içinde hesabınıza yansır.',
          ],
        },
        {
          heading: 'Para Çekme',
          bullets: [
            'En düşük çekim tutarı 250 ₺’dir.',
            'Günde en fazla üç çekim talebi oluşturabilirsiniz.',
            'Çekimler, yatırım yaptığınız yöntemle aynı yönteme öncelikli olarak gönderilir.',
          ],
        },
      ],
      en: [
        {
          heading: 'Deposits',
          bullets: [
            'The minimum deposit is ₺100.',
            'Deposits usually reach your balance within a few minutes.',
          ],
        },
        {
          heading: 'Withdrawals',
          bullets: [
            'The minimum withdrawal is ₺250.',
            'You can request at most three withdrawals a day.',
            'Withdrawals go back to the method you deposited with whenever possible.',
          ],
        },
      ],
    },
  },
  {
    id: 13,
    title: { tr: 'Bonus Genel Kuralları', en: 'General Bonus Rules' },
    intro: {
      tr: 'Aşağıdaki kurallar, aksi belirtilmedikçe tüm bonus ve promosyonlar için geçerlidir.',
      en: 'Unless stated otherwise, the following rules apply to every bonus and promotion.',
    },
    sections: {
      tr: [
        {
          heading: 'Genel Kurallar',
          steps: [
            'Aynı anda yalnızca bir aktif bonus kullanılabilir.',
            'Bonus tutarı, çekim yapılmadan önce belirtilen çevrim şartı kadar çevrilmelidir.',
            'Bonusla oynanırken tek bahiste en fazla 500 ₺ yatırılabilir.',
            'Kötüye kullanım tespit edilirse bonus ve bonustan elde edilen kazançlar iptal edilir.',
          ],
        },
      ],
      en: [
        {
          heading: 'General rules',
          steps: [
            'Only one bonus can be active at a time.',
            'A bonus must be wagered as many times as stated before a withdrawal.',
            'While playing with a bonus the maximum single stake is ₺500.',
            'Abuse voids the bonus and any winnings from it.',
          ],
        },
      ],
    },
  },
  {
    id: 14,
    title: { tr: 'Spor Bahis Kuralları', en: 'Sports Betting Rules' },
    intro: {
      tr: 'Spor bahislerinde sonuçlar resmi maç sonuçlarına göre belirlenir.',
      en: 'Sports bets are settled on official match results.',
    },
    sections: {
      tr: [
        {
          heading: 'Temel Kurallar',
          bullets: [
            'Aksi belirtilmedikçe bahisler normal süre (uzatmalar hariç) sonucuna göre değerlendirilir.',
            'Ertelenen ve 48 saat içinde oynanmayan maçlar iptal sayılır; oran 1.00 kabul edilir.',
            'Canlı bahiste oranlar anlık olarak değişebilir.',
          ],
        },
      ],
      en: [
        {
          heading: 'Basic rules',
          bullets: [
            'Unless stated otherwise, bets are settled on the result at the end of normal time.',
            'Matches postponed and not played within 48 hours are void; the odds count as 1.00.',
            'In live betting the odds can change at any moment.',
          ],
        },
      ],
    },
  },
  {
    id: 15,
    title: { tr: 'Casino Oyun Kuralları', en: 'Casino Game Rules' },
    intro: {
      tr: 'Casino oyunlarında her oyunun kendi kuralları ve ödeme tablosu oyun içinde yer alır.',
      en: 'Every casino game shows its own rules and paytable inside the game.',
    },
    sections: {
      tr: [
        {
          heading: 'Genel İlkeler',
          bullets: [
            'Bağlantı kesilirse oyun kaldığı yerden devam eder veya sonuç sağlayıcı kayıtlarına göre belirlenir.',
            'Arızalı oyunlarda yapılan tüm bahis ve ödemeler geçersizdir.',
            'Canlı casino masalarında krupiyenin kararı esastır.',
          ],
        },
      ],
      en: [
        {
          heading: 'General principles',
          bullets: [
            'If the connection drops the game resumes, or the result follows the provider’s records.',
            'Malfunction voids all bets and payouts.',
            'At live casino tables the dealer’s decision is final.',
          ],
        },
      ],
    },
  },
];

// Category ids: 1 is the static-page menu (spec 2.7, POST cms/contentlist categoryId 1).
const categories: Array<{ id: number; name: string; pageIds: number[] }> = [
  { id: 1, name: 'Footer', pageIds: [1, 2, 3, 4, 5, 6] },
  { id: 2, name: 'Story', pageIds: [7, 8, 9] },
  { id: 3, name: 'Terms of use', pageIds: [1, 10, 11, 12] },
  { id: 4, name: 'Terms of service', pageIds: [13, 14, 15] },
];

function pageItem(id: number, locale: ContentLocale): ContentItem[] {
  const seed = pages.find((page) => page.id === id);
  return seed ? [{ id, title: seed.title[locale] }] : [];
}

export function contentPage(id: number, locale: ContentLocale): ContentPage | null {
  const seed = pages.find((page) => page.id === id);
  return seed ? renderPage(seed, locale) : null;
}

export function contentCategories(locale: ContentLocale): CmsCategory[] {
  return categories.map(({ name, pageIds }) => ({
    name,
    content: pageIds.flatMap((id) => pageItem(id, locale)),
  }));
}

export function categoryPages(categoryId: number, locale: ContentLocale): ContentItem[] {
  const category = categories.find(({ id }) => id === categoryId);
  return category ? category.pageIds.flatMap((id) => pageItem(id, locale)) : [];
}

export const pageNotFoundMessage: Text = {
  tr: 'Sayfa bulunamadı.',
  en: 'Page not found.',
};

interface PromotionSeed {
  id: number;
  title: Text;
  /** The big line of the image, when the title is too long for it. */
  artTitle?: Text;
  tagline: Text;
  hue: number;
  url?: string;
  description: Text;
}

// One description carries markup a CMS editor could paste by mistake (or an attacker could
// inject): the front end must sanitize it so nothing runs.
const unsafeMarkup =
  '<img src=x onerror=alert(1)><script>window.__xss = true; alert("xss")</script>';

const promotions: PromotionSeed[] = [
  {
    id: 101,
    title: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
    artTitle: { tr: 'Hoş Geldin', en: 'Welcome' },
    tagline: { tr: '%100 ilk yatırım bonusu', en: '100% first deposit bonus' },
    hue: 265,
    url: '/dashboard/deposit',
    description: {
      tr: '<p>Royal Bet’e hoş geldiniz! İlk yatırımınıza <strong>%100, en fazla 5.000 ₺</strong> bonus kazanın.</p><h3>Nasıl Katılırım?</h3><ol><li>Üye olun ve telefon numaranızı doğrulayın.</li><li>En az 100 ₺ yatırım yapın.</li><li>Bonusunuz otomatik olarak hesabınıza tanımlanır.</li></ol><h3>Kurallar</h3><ul><li>Çevrim şartı: bonus tutarının 10 katı.</li><li>Bonus 7 gün içinde çevrilmelidir.</li></ul><p>Tüm promosyonlarda <a href="/pages/13">Bonus Genel Kuralları</a> geçerlidir.</p>',
      en: '<p>Welcome to Royal Bet! Get a <strong>100% bonus up to ₺5,000</strong> on your first deposit.</p><h3>How to take part</h3><ol><li>Sign up and verify your phone number.</li><li>Deposit at least ₺100.</li><li>The bonus is added to your account automatically.</li></ol><h3>Rules</h3><ul><li>Wagering: 10 times the bonus amount.</li><li>The bonus must be wagered within 7 days.</li></ul><p>The <a href="/pages/13">General Bonus Rules</a> apply to every promotion.</p>',
    },
  },
  {
    id: 102,
    title: { tr: 'Haftalık %25 Kayıp Bonusu', en: 'Weekly 25% Cashback' },
    artTitle: { tr: '%25 Kayıp Bonusu', en: '25% Cashback' },
    tagline: { tr: 'Her pazartesi hesabınızda', en: 'In your account every Monday' },
    hue: 200,
    description: {
      tr: '<p>Hafta boyunca casino oyunlarındaki net kaybınızın <strong>%25’i</strong> her pazartesi hesabınıza iade edilir.</p><ul><li>En düşük iade: 50 ₺, en yüksek iade: 10.000 ₺</li><li>Çevrim şartı: 1 kat</li><li>Hafta içinde bonus kullanılmamış olmalıdır.</li></ul>',
      en: '<p>Every Monday <strong>25%</strong> of your net casino losses of the past week come back to your account.</p><ul><li>Minimum ₺50, maximum ₺10,000</li><li>Wagering: once</li><li>No other bonus may have been used during the week.</li></ul>',
    },
  },
  {
    id: 103,
    title: { tr: '100 Freespin Hediye', en: '100 Free Spins' },
    tagline: { tr: 'Sweet Bonanza’da geçerli', en: 'On Sweet Bonanza' },
    hue: 30,
    url: '/casino/slot',
    description: {
      tr: '<p>Hafta sonu yapacağınız <strong>500 ₺ ve üzeri</strong> yatırımlara Sweet Bonanza oyununda geçerli 100 freespin hediye!</p><ul><li>Freespin değeri: 2 ₺</li><li>Freespin kazançlarına 20 kat çevrim uygulanır.</li><li>Freespinler 3 gün içinde kullanılmalıdır.</li></ul>',
      en: '<p>Deposit <strong>₺500 or more</strong> at the weekend and get 100 free spins on Sweet Bonanza!</p><ul><li>Spin value: ₺2</li><li>Free spin winnings must be wagered 20 times.</li><li>Use the spins within 3 days.</li></ul>',
    },
  },
  {
    id: 104,
    title: { tr: 'Canlı Casino Hafta Sonu Bonusu', en: 'Live Casino Weekend Bonus' },
    artTitle: { tr: 'Canlı Casino', en: 'Live Casino' },
    tagline: { tr: '%15 yatırım bonusu', en: '15% deposit bonus' },
    hue: 350,
    url: '/casino/live',
    description: {
      tr: '<p>Cumartesi ve pazar günleri canlı casino masalarında geçerli <strong>%15 yatırım bonusu</strong>.</p><h3>Kurallar</h3><ul><li>En fazla 2.500 ₺ bonus</li><li>Çevrim şartı: 15 kat</li><li>Rulet ve blackjack oyunlarında çevrime %50 katkı sağlanır.</li></ul>',
      en: '<p>A <strong>15% deposit bonus</strong> for the live casino tables on Saturdays and Sundays.</p><h3>Rules</h3><ul><li>Up to ₺2,500 bonus</li><li>Wagering: 15 times</li><li>Roulette and blackjack count 50% towards wagering.</li></ul>',
    },
  },
  {
    id: 105,
    title: { tr: 'Kombine Sigortası', en: 'Accumulator Insurance' },
    tagline: { tr: 'Tek maç yattı, paran iade', en: 'One leg lost, stake back' },
    hue: 150,
    url: '/spor',
    description: {
      tr: '<p>En az 6 maçlık kombine kuponunuz <strong>tek maç farkla</strong> yatarsa, yatırdığınız tutar bonus olarak iade edilir.</p><ul><li>Her maçın oranı en az 1.50 olmalıdır.</li><li>En yüksek iade: 1.000 ₺</li><li>Canlı bahis kuponları kampanyaya dahil değildir.</li></ul>',
      en: '<p>If your accumulator of at least 6 legs loses by <strong>just one leg</strong>, your stake comes back as a bonus.</p><ul><li>Every leg needs odds of at least 1.50.</li><li>Maximum refund: ₺1,000</li><li>Live betting slips do not count.</li></ul>',
    },
  },
  {
    id: 106,
    title: { tr: 'Arkadaşını Getir', en: 'Refer a Friend' },
    tagline: { tr: 'Her arkadaşın için 250 ₺', en: '₺250 for every friend' },
    hue: 45,
    description: {
      tr: '<p>Davet bağlantınızla üye olan ve ilk yatırımını yapan her arkadaşınız için <strong>250 ₺ bonus</strong> kazanın.</p><ul><li>Arkadaşınızın en az 500 ₺ yatırım yapması gerekir.</li><li>Ayda en fazla 10 davet ödüllendirilir.</li></ul>',
      en: '<p>Earn a <strong>₺250 bonus</strong> for every friend who signs up with your invitation link and makes a first deposit.</p><ul><li>Your friend must deposit at least ₺500.</li><li>Up to 10 invitations a month are rewarded.</li></ul>',
    },
  },
  {
    id: 107,
    title: { tr: 'Doğum Günü Bonusu', en: 'Birthday Bonus' },
    artTitle: { tr: 'Doğum Günü', en: 'Birthday' },
    tagline: { tr: 'Doğum gününe özel sürpriz', en: 'A surprise on your birthday' },
    hue: 310,
    description: {
      tr: `<p>Doğum gününüzde canlı destek üzerinden talep edebileceğiniz <strong>özel bir bonus</strong> sizi bekliyor.</p>${unsafeMarkup}<ul><li>Son 30 günde en az 1.000 ₺ yatırım yapmış olmalısınız.</li><li>Bonus doğum gününüzden itibaren 3 gün içinde talep edilmelidir.</li></ul>`,
      en: `<p>A <strong>special bonus</strong> is waiting for you on your birthday: ask live support for it.</p>${unsafeMarkup}<ul><li>You must have deposited at least ₺1,000 in the last 30 days.</li><li>Claim it within 3 days of your birthday.</li></ul>`,
    },
  },
];

/** Promotion images: 16:9, drawn locally. */
export const PROMOTION_IMAGE = { width: 640, height: 360 } as const;

export function promotionList(locale: ContentLocale): Promotion[] {
  return promotions.map(({ id, title, artTitle = title, tagline, hue, url, description }) => ({
    id,
    title: title[locale],
    imageUrl: art({ ...PROMOTION_IMAGE, title: artTitle[locale], subtitle: tagline[locale], hue }),
    description: description[locale],
    ...(url ? { url } : {}),
  }));
}
