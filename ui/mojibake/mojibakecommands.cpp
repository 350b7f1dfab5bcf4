#include "mojibake/mojibakecommands.h"

#include "document/document.h"
#include "document/wholewrite.h"
#include "hexview/hexview.h"
#include "mojibake/mojibakerows.h"
#include "mojibake/mojibaketool.h"
#include "mojibake/repairchoices.h"
#include "theme/format.h"
#include "u8scope/encoding/transcoder.h"
#include "u8scope/mojibake/repairplan.h"

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QVBoxLayout>
#include <sys/stat.h>

namespace u8scope::ui {

namespace {

// lupdate files the tr() calls of a namespace under the namespace's name: so must this.
QString tr(const char* text) {
    return QCoreApplication::translate("u8scope::ui", text);
}

constexpr std::size_t kChunk = std::size_t{1} << 20;

// Whether `path` is the file `sourcePath` (by name, or by device and inode: a hard link).
bool sameFile(const QString& path, const QString& sourcePath) {
    if (sourcePath.isEmpty())
        return false;
    if (QFileInfo(path).canonicalFilePath() == QFileInfo(sourcePath).canonicalFilePath() &&
        QFileInfo::exists(path))
        return true;
    struct stat a {};
    struct stat b {};
    return ::stat(QFile::encodeName(path).constData(), &a) == 0 &&
           ::stat(QFile::encodeName(sourcePath).constData(), &b) == 0 && a.st_dev == b.st_dev &&
           a.st_ino == b.st_ino;
}

// Why a copy of a source that changed while it was read is not written.
QString changedRefusal(const std::string& name, const std::string& change) {
    return tr("%1 changed while it was read (%2): reload it (F5), then save again.")
        .arg(fileNameText(QByteArray::fromStdString(name)), QString::fromStdString(change));
}

// Reads the whole source in chunks; false with `error` set on a read error. ("typename", not
// "class": lupdate reads "class Feed" as a class and files the tr() below under Feed.)
template <typename Feed>
bool readSource(const ByteSource& source, QString& error, Feed&& feed) {
    std::vector<std::uint8_t> buffer(kChunk);
    for (std::uint64_t at = 0;;) {
        auto n = source.read(at, buffer);
        if (!n) {
            error = ioErrorText(n.error());
            return false;
        }
        if (*n == 0)
            break;
        feed(std::span<const std::uint8_t>(buffer.data(), *n));
        at += *n;
    }
    // A copy of a file that changed while it was read would be of no version of it.
    if (const std::string change = source.changeSinceOpened(); !change.empty()) {
        error = changedRefusal(source.name(), change);
        return false;
    }
    return true;
}

// A QSaveFile for `target`, or why not.
QString openTarget(QSaveFile& file, const CopyTarget& target) {
    if (sameFile(target.path, target.sourcePath))
        return tr("%1 is the open file: a copy goes to another file, and the open file is never "
                  "changed.")
            .arg(target.path);
    // Unbuffered, written through a CopyWriter: Qt's own buffer, flushed into a disk that fills
    // up midway, writes part and then says "Unknown error" rather than the system's reason.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return tr("%1: %2").arg(target.path, file.errorString());
    return {};
}

// "TARGET: the system's reason".
QString writeFailed(const CopyTarget& target, const QFileDevice& file) {
    return tr("%1: %2").arg(target.path, file.errorString());
}

// Writes a copy into its QSaveFile (opened by openTarget) in large pieces (writeWhole).
class CopyWriter {
public:
    CopyWriter(QSaveFile& file, const CopyTarget& target, QString& error)
        : m_file(file), m_target(target), m_error(error) {}
    void write(std::string_view s) {
        m_buffer.append(s);
        if (m_buffer.size() >= kChunk)
            flush();
    }
    void flush() {
        if (m_error.isEmpty() && !writeWhole(m_file, m_buffer))
            m_error = writeFailed(m_target, m_file);
        m_buffer.clear();
    }

private:
    QSaveFile& m_file;
    const CopyTarget& m_target;
    QString& m_error;
    std::string m_buffer;
};

QString commitTarget(QSaveFile& file, const CopyTarget& target, QString error) {
    // QSaveFile::commit() ignores a failure of its last flush (a full disk): it would rename
    // what it could write, or nothing, over the target and say it succeeded.
    if (error.isEmpty() && !file.flush())
        error = tr("%1: %2").arg(target.path, file.errorString());
    if (!error.isEmpty()) {
        file.cancelWriting();
        return error;
    }
    if (!file.commit())
        return tr("%1: %2").arg(target.path, file.errorString());
    return {};
}

// Why binary data gets no repaired copy: as `u8scope-cli fix` refuses it.
QString binaryRefusal(const std::string& name) {
    return tr("%1 looks like binary data, not text: repairing the few lines of text in it would "
              "move the data after them. The Mojibake panel lists what they hold.")
        .arg(fileNameText(QByteArray::fromStdString(name)));
}

// Why UTF-16 and UTF-32 get no repaired copy: as `u8scope-cli fix` refuses them.
QString notUtf8Refusal(const std::string& name, const std::string& encoding) {
    return tr("%1 is not UTF-8 but most likely %2, which no repair of mojibake reads: Save as "
              "UTF-8 converts it.")
        .arg(fileNameText(QByteArray::fromStdString(name)), QString::fromStdString(encoding));
}

// Why text followed by binary data gets no repaired copy either.
QString binaryFromRefusal(const std::string& name, std::uint64_t offset) {
    return tr("%1 is text followed by binary data (by offset %2): repairing the text would move "
              "the data after it. The Mojibake panel lists what was found.")
        .arg(fileNameText(QByteArray::fromStdString(name)), number(offset));
}

QString suggestedName(const Document& document, const QString& suffix) {
    const QFileInfo info(document.path().isEmpty() ? document.name() : document.path());
    const QString dir =
        document.path().isEmpty() ? QString() : info.absolutePath() + QLatin1Char('/');
    const QString ext = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    return dir + info.completeBaseName() + suffix + ext;
}

} // namespace

QString writeRepairedCopy(const ByteSource& source, const CopyTarget& target,
                          std::uint64_t* repaired, const RepairPolicy& policy) {
    // The head, the region map and the evidence of the whole source first, as u8scope-cli fix
    // gathers them for a file (repairplan.h): binary data and NUL holes are copied as they are.
    auto plan = planRepair(source);
    if (!plan) {
        if (const std::string change = source.changeSinceOpened(); !change.empty())
            return changedRefusal(source.name(), change);
        return ioErrorText(plan.error());
    }
    switch (plan->refusal) {
    case RepairRefusal::None:
        break;
    case RepairRefusal::NotUtf8:
        return notUtf8Refusal(source.name(), plan->encoding->name);
    case RepairRefusal::BinaryData:
        return binaryRefusal(source.name());
    case RepairRefusal::BinaryFrom:
        return binaryFromRefusal(source.name(), *plan->options.binaryFrom);
    }
    QSaveFile file(target.path);
    if (QString why = openTarget(file, target); !why.isEmpty())
        return why;
    QString error;
    CopyWriter out(file, target, error);
    MojibakeRepairer repairer([&out](std::string_view s) { out.write(s); }, plan->options, nullptr,
                              policy);
    if (readSource(source, error,
                   [&](std::span<const std::uint8_t> chunk) { repairer.feed(chunk); }))
        repairer.finish();
    out.flush();
    if (repaired)
        *repaired = repairer.repaired();
    return commitTarget(file, target, error);
}

QString writeUtf8Copy(const ByteSource& source, const std::string& encoding,
                      const CopyTarget& target) {
    auto transcoder = Transcoder::open(encoding);
    if (!transcoder)
        return tr("Unknown encoding %1").arg(QString::fromStdString(encoding));
    QSaveFile file(target.path);
    if (QString why = openTarget(file, target); !why.isEmpty())
        return why;
    QString error;
    CopyWriter writer(file, target, error);
    std::string out;
    const auto put = [&] {
        writer.write(out);
        out.clear();
    };
    if (readSource(source, error, [&](std::span<const std::uint8_t> chunk) {
            transcoder->convert(chunk, out);
            put();
        })) {
        transcoder->convert({}, out, true);
        put();
    }
    writer.flush();
    return commitTarget(file, target, error);
}

void copyRepairedText(Document& document, HexView& view) {
    const std::uint64_t from = view.selectionStart();
    const std::uint64_t to = view.selectionEnd();
    if (!document.source() || from >= to) {
        emit view.statusMessage(tr("Select some text first."));
        return;
    }
    if (to - from > HexView::kCopyLimit) {
        emit view.statusMessage(tr("The selection is too large to copy (more than %1).")
                                    .arg(sizeText(HexView::kCopyLimit)));
        return;
    }
    auto octets = document.source()->readVector(from, static_cast<std::size_t>(to - from));
    if (!octets) {
        emit view.statusMessage(ioErrorText(octets.error()));
        return;
    }
    const std::string_view text(reinterpret_cast<const char*>(octets->data()), octets->size());
    // As the list repairs them, where the report holds them all; else the selection read with
    // the file's evidence (a report not there yet, or past the findings it keeps).
    std::uint64_t places = 0;
    std::string repaired;
    const auto report = document.mojibake();
    if (report && report->keptThrough(to - 1)) {
        repaired = report->repairKept(text, from, &places);
    } else {
        const auto found = findMojibake(text, report ? report->evidence : MojibakeOptions{});
        repaired = applyRepairs(text, 0, found, &places);
    }
    // Malformed octets left in the text become U+FFFD, as Copy as Text has them.
    QApplication::clipboard()->setText(
        QString::fromUtf8(repaired.data(), static_cast<qsizetype>(repaired.size())));
    emit view.statusMessage(
        places == 0 ? tr("Copied the text: no mojibake in the selection")
                    : tr("Copied the text with %1 places repaired").arg(number(places)));
}

void saveRepairedCopy(QWidget* parent, Document& document) {
    const auto report = document.mojibake();
    if (!document.source() || !report) {
        QMessageBox::information(parent, tr("Save Repaired Copy"),
                                 document.source() ? tr("Still looking for mojibake.")
                                                   : tr("No file is open."));
        return;
    }
    if (report->binary || (report->binaryFrom && report->count > 0)) {
        QMessageBox::information(
            parent, tr("Save Repaired Copy"),
            report->binary ? binaryRefusal(document.source()->name())
                           : binaryFromRefusal(document.source()->name(), *report->binaryFrom));
        return;
    }
    // The preview: every repair, before and after, with its confidence and a check box.
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Save Repaired Copy"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* intro = new QLabel(&dialog);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* model = new RepairChoices(&dialog);
    model->setRows(MojibakeRows(report, std::nullopt));
    const auto sayWhat = [intro, model, report] {
        if (report->count == 0) {
            intro->setText(tr("No mojibake was found: the copy would be the file as it is."));
            return;
        }
        QString text = tr("%1 of %2 places will be repaired: those ticked. Every other byte is "
                          "copied as it is. The open file is not changed.")
                           .arg(number(model->tickedCount()), number(model->rowCount({})));
        if (report->count > static_cast<std::uint64_t>(model->rowCount({})))
            text +=
                QLatin1Char(' ') +
                tr("The %1 places past the list are repaired where their confidence reaches "
                   "the threshold.")
                    .arg(number(report->count - static_cast<std::uint64_t>(model->rowCount({}))));
        intro->setText(text);
    };
    auto* thresholdRow = new QHBoxLayout;
    auto* thresholdLabel = new QLabel(tr("&Tick the repairs of confidence at least:"), &dialog);
    auto* threshold = new QDoubleSpinBox(&dialog);
    threshold->setRange(0, 1);
    threshold->setSingleStep(0.05);
    threshold->setDecimals(2);
    threshold->setValue(kDefaultMinConfidence);
    threshold->setAccessibleName(tr("Confidence threshold"));
    thresholdLabel->setBuddy(threshold);
    thresholdRow->addWidget(thresholdLabel);
    thresholdRow->addWidget(threshold);
    thresholdRow->addStretch(1);
    layout->addLayout(thresholdRow);
    QObject::connect(threshold, &QDoubleSpinBox::valueChanged, model,
                     [model](double value) { model->setMinConfidence(value); });
    QObject::connect(model, &QAbstractItemModel::dataChanged, intro, sayWhat);
    sayWhat();
    auto* table = new QTableView(&dialog);
    table->setModel(model);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->resizeColumnsToContents();
    // The text as found takes the room left; the confidence stays beside the repair.
    table->horizontalHeader()->setSectionResizeMode(RepairChoices::Text, QHeaderView::Stretch);
    table->setAccessibleName(tr("Repairs"));
    layout->addWidget(table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    QPushButton* save = buttons->addButton(tr("&Save Copy…"), QDialogButtonBox::AcceptRole);
    save->setDefault(true);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(760, 420);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Save Repaired Copy"), suggestedName(document, QStringLiteral(".repaired")));
    if (path.isEmpty())
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    std::uint64_t repaired = 0;
    const QString error =
        writeRepairedCopy(*document.source(), {path, document.path()}, &repaired, model->policy());
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, tr("Save Repaired Copy"), error);
        return;
    }
    emit document.statusMessage(tr("Saved %1 with %2 places repaired").arg(path, number(repaired)),
                                6000);
}

void saveAsUtf8(QWidget* parent, Document& document) {
    if (!document.source()) {
        QMessageBox::information(parent, tr("Save as UTF-8"), tr("No file is open."));
        return;
    }
    std::string encoding;
    if (const auto& codec = MojibakeTool::of(document).textCodec()) {
        encoding = std::string(codec->name());
    } else if (const auto report = document.mojibake(); report && report->encoding) {
        encoding = report->encoding->name;
    } else {
        QMessageBox::information(parent, tr("Save as UTF-8"),
                                 tr("The file is read as UTF-8 already. To convert it from "
                                    "another encoding, choose one in View ▸ Read Text As."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Save as UTF-8 (from %1)").arg(QString::fromStdString(encoding)),
        suggestedName(document, QStringLiteral(".utf8")));
    if (path.isEmpty())
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = writeUtf8Copy(*document.source(), encoding, {path, document.path()});
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, tr("Save as UTF-8"), error);
        return;
    }
    emit document.statusMessage(
        tr("Saved %1 as UTF-8, read as %2").arg(path, QString::fromStdString(encoding)), 6000);
}

} // namespace u8scope::ui
